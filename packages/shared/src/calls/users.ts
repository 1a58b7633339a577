import { z } from 'zod';
import { R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import { user, userCreate, userListRequest, userUpdate } from '../schemas/users.js';
import { defineCall } from './define.js';

const access = { anyOf: [R.user] } as const;
const tags = ['Benutzer'];

export const userCalls = {
  list: defineCall({
    method: 'POST',
    path: '/v1/people/list',
    access,
    tags,
    summary: 'Benutzer auflisten',
    body: userListRequest,
    answer: z.array(user),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/people',
    access,
    tags,
    summary: 'Leeren Benutzer anlegen',
    body: userCreate.default({}),
    answer: user,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/people/:id',
    access,
    tags,
    summary: 'Benutzer laden',
    params: guidParam,
    answer: user,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/people/:id',
    access,
    tags,
    summary: 'Benutzer speichern (Passwort nur, wenn gesetzt)',
    params: guidParam,
    body: userUpdate,
    answer: user,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/people/:id/delete',
    access,
    tags,
    summary: 'Benutzer löschen',
    params: guidParam,
    answer: successSchema,
  }),
};
