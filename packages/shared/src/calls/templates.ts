import { z } from 'zod';
import { R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import {
  template,
  templateCreate,
  templateFile,
  templateListRequest,
  templatePreviewQuery,
  templatePreviewRequest,
  templateSummary,
  templateUpdate,
  templateUploadResponse,
} from '../schemas/templates.js';
import { defineCall } from './define.js';

/** SPEC §6: the roles right also gates Templates. */
const access = { anyOf: [R.roles] } as const;
const tags = ['Templates'];

export const templateCalls = {
  list: defineCall({
    method: 'POST',
    path: '/v1/templates/list',
    access,
    tags,
    summary: 'Templates auflisten',
    body: templateListRequest,
    answer: z.array(templateSummary),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/templates',
    access,
    tags,
    summary: 'Leeres Template anlegen',
    body: templateCreate.default({}),
    answer: template,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/templates/:id',
    access,
    tags,
    summary: 'Template laden',
    params: guidParam,
    answer: template,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/templates/:id',
    access,
    tags,
    summary: 'Template speichern (config als JSON-Text, geprüft)',
    params: guidParam,
    body: templateUpdate,
    answer: template,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/templates/:id/delete',
    access,
    tags,
    summary: 'Template löschen',
    params: guidParam,
    answer: successSchema,
  }),
  files: defineCall({
    method: 'GET',
    path: '/v1/templates/:id/files',
    access,
    tags,
    summary: 'Dateien des Templates',
    params: guidParam,
    answer: z.array(templateFile),
  }),
  download: defineCall({
    method: 'GET',
    path: '/v1/templates/:id/download',
    access,
    tags,
    summary: 'Template als ZIP (Konfiguration und Dateien)',
    params: guidParam,
  }),
  renderPreview: defineCall({
    method: 'POST',
    path: '/v1/templates/:id/preview',
    access,
    tags,
    summary: 'Vorschau als PNG mit Beispieldaten (auch für ungespeicherte config)',
    params: guidParam,
    body: templatePreviewRequest.default({ orientation: 'vertical' }),
  }),
  preview: defineCall({
    method: 'GET',
    path: '/v1/templates/:id/preview',
    access,
    tags,
    summary: 'Vorschau der gespeicherten config als PNG (für <img>)',
    params: guidParam,
    querystring: templatePreviewQuery,
  }),
  upload: defineCall({
    method: 'POST',
    path: '/v1/templates/upload/:id',
    access,
    tags,
    summary: 'Dateien hochladen (multipart, Feld files, jeder Typ, höchstens 64 MB je Datei)',
    params: guidParam,
    consumes: ['multipart/form-data'],
    answer: templateUploadResponse,
  }),
};
