import { z } from 'zod';
import { R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import { role, roleCreate, roleListRequest, roleUpdate } from '../schemas/users.js';
import { defineCall } from './define.js';

const manage = { anyOf: [R.roles] } as const;
/** User administrators need the list of roles to assign one. */
const read = { anyOf: [R.roles, R.user] } as const;
const tags = ['Rollen'];

export const roleCalls = {
  list: defineCall({
    method: 'POST',
    path: '/v1/roles/list',
    access: read,
    tags,
    summary: 'Rollen auflisten',
    body: roleListRequest,
    answer: z.array(role),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/roles',
    access: manage,
    tags,
    summary: 'Leere Rolle anlegen',
    body: roleCreate.default({}),
    answer: role,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/roles/:id',
    access: read,
    tags,
    summary: 'Rolle laden',
    params: guidParam,
    answer: role,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/roles/:id',
    access: manage,
    tags,
    summary: 'Rolle speichern',
    params: guidParam,
    body: roleUpdate,
    answer: role,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/roles/:id/delete',
    access: manage,
    tags,
    summary: 'Rolle löschen',
    params: guidParam,
    answer: successSchema,
  }),
};
