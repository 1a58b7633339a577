import { z } from 'zod';
import { R } from '../rights.js';
import { comment, commentCreate, commentListQuery, commentSearch } from '../schemas/comments.js';
import { guidParam, successSchema } from '../schemas/common.js';
import { defineCall } from './define.js';

/** Network screens, support (device support tab) and device screens show comments; the tab right decides where. */
const access = { anyOf: [R.network, R.support, R.devices] } as const;
const tags = ['Kommentare'];

export const commentCalls = {
  recent: defineCall({
    method: 'GET',
    path: '/v1/comments',
    access,
    tags,
    summary: 'Neueste Kommentare (alle Netzwerke mit Reiter-Recht Kommentare)',
    querystring: commentListQuery,
    answer: z.array(comment),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/comments',
    access,
    tags,
    summary: 'Kommentar anlegen (guidCompany oder guidDevice; HTML wird bereinigt)',
    body: commentCreate,
    answer: comment,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/v1/comments/:id',
    access,
    tags,
    summary: 'Kommentar löschen',
    params: guidParam,
    answer: successSchema,
  }),
  search: defineCall({
    method: 'POST',
    path: '/v1/comments/search',
    access,
    tags,
    summary: 'Kommentare einer Firma oder eines Geräts',
    body: commentSearch,
    answer: z.array(comment),
  }),
};
