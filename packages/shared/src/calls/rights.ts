import { z } from 'zod';
import { R } from '../rights.js';
import { guidParam, successSchema } from '../schemas/common.js';
import { right, rightCreate, rightListRequest, rightUpdate } from '../schemas/users.js';
import { defineCall } from './define.js';

const access = { anyOf: [R.roles] } as const;
const tags = ['Rechte'];

export const rightCalls = {
  list: defineCall({
    method: 'POST',
    path: '/v1/rights/list',
    access,
    tags,
    summary: 'Rechtekatalog; mit guidRole zusätzlich allowed (1/0) dieser Rolle',
    body: rightListRequest,
    answer: z.array(right),
  }),
  create: defineCall({
    method: 'POST',
    path: '/v1/rights',
    access,
    tags,
    summary: 'Recht anlegen (nur globale Benutzer)',
    body: rightCreate.default({}),
    answer: right,
  }),
  get: defineCall({
    method: 'GET',
    path: '/v1/rights/:id',
    access,
    tags,
    summary: 'Recht laden',
    params: guidParam,
    answer: right,
  }),
  update: defineCall({
    method: 'POST',
    path: '/v1/rights/:id',
    access,
    tags,
    summary: 'Recht ändern; mit allowed wird das Recht für eine Rolle gesetzt (guidRole oder guidParent)',
    description:
      'allowed (1/0 oder true/false) ist immer die Einstellung einer Rolle: die Rolle steht in guidRole oder, wie ' +
      'in einem Eintrag aus POST rights/list mit guidRole, in guidParent. Der Katalog selbst (guidParent ' +
      'DEFAULT_ALL) hat kein allowed: allowed ohne Rolle wird mit 400 abgelehnt und ändert nichts. guidRight, ' +
      'name, groupName und comment ändern den Katalogeintrag (nur globale Benutzer); unveränderte Werte zählen ' +
      'nicht als Änderung, ein ganzer Eintrag der Rechteliste kann also zurückgeschickt werden.',
    params: guidParam,
    body: rightUpdate,
    answer: right,
  }),
  delete: defineCall({
    method: 'GET',
    path: '/v1/rights/:id/delete',
    access,
    tags,
    summary: 'Recht löschen (nur globale Benutzer)',
    params: guidParam,
    answer: successSchema,
  }),
};
