import { z } from 'zod';
import { R } from '../rights.js';
import { guid, guidParam, successSchema } from '../schemas/common.js';
import { operatorInput, operatorRecord, operatorUserInput } from '../schemas/operators.js';
import { defineCall } from './define.js';

/**
 * The administrators' page 'Veranstalter': the right; the server asks further for a global user (operators belong
 * to no network; operators/policy.ts).
 */
const manage = { anyOf: [R.operators] } as const;
const tags = ['Veranstalter'];

export const operatorCalls = {
  list: defineCall({
    method: 'GET',
    path: '/v1/operators',
    access: manage,
    tags,
    summary: 'Alle Veranstalter mit Codes und Benutzern',
    answer: z.array(operatorRecord),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/operators',
    access: manage,
    tags,
    summary: 'Veranstalter anlegen',
    body: operatorInput,
    answer: operatorRecord,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/operators/:id',
    access: manage,
    tags,
    summary: 'Ein Veranstalter',
    params: guidParam,
    answer: operatorRecord,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/v1/operators/:id',
    access: manage,
    tags,
    summary: 'Veranstalter ändern (Name, Codes, Kontakt)',
    params: guidParam,
    body: operatorInput,
    answer: operatorRecord,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/v1/operators/:id',
    access: manage,
    tags,
    summary: 'Veranstalter mit seinen Benutzern, Codes und Freigaben löschen',
    params: guidParam,
    answer: successSchema,
  }),
  addUser: defineCall({
    method: 'POST',
    path: '/v1/operators/:id/users',
    access: manage,
    tags,
    summary: 'Benutzer des Veranstalters anlegen (Rolle Veranstalter bzw. Veranstalter-Administrator)',
    params: guidParam,
    body: operatorUserInput,
    answer: operatorRecord,
  }),
  removeUser: defineCall({
    method: 'DELETE',
    path: '/v1/operators/:id/users/:user',
    access: manage,
    tags,
    summary: 'Benutzer des Veranstalters löschen',
    params: z.object({ id: guid, user: guid }),
    answer: operatorRecord,
  }),
};
