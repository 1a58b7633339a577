import { z } from 'zod';
import { R } from '../rights.js';
import { appListQuery, appNameParam, appUpdate, appUploadResponse, appVersion } from '../schemas/apps.js';
import { guidParam, successSchema } from '../schemas/common.js';
import { defineCall } from './define.js';

const access = { anyOf: [R.apps] } as const;
const tags = ['App Versionen'];

export const appCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/apps/list',
    access,
    tags,
    summary: 'App-Versionen auflisten',
    querystring: appListQuery,
    answer: z.array(appVersion),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/apps',
    access,
    tags,
    summary: "Leere App-Version anlegen ('Neue Version n')",
    answer: appVersion,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/apps/:id',
    access,
    tags,
    summary: 'App-Version laden',
    params: guidParam,
    answer: appVersion,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/apps/:id',
    access,
    tags,
    summary: 'App-Version speichern (isDefault 1 nimmt allen anderen den Standard)',
    params: guidParam,
    body: appUpdate,
    answer: appVersion,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/apps/:id/delete',
    access,
    tags,
    summary: 'App-Version löschen',
    params: guidParam,
    answer: successSchema,
  }),
  upload: defineCall({
    method: 'POST',
    path: '/v1/apps/upload/:name',
    access,
    tags,
    summary: 'Player-Paket hochladen (multipart, Feld files, höchstens 200 MB, APK)',
    params: appNameParam,
    consumes: ['multipart/form-data'],
    answer: appUploadResponse,
  }),
};
