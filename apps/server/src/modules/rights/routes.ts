import { guidParam, R, right, rightCreate, rightListRequest, rightUpdate, successSchema } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { createRight, deleteRight, getRight, listRights, updateRight } from './service.js';

const access = { anyOf: [R.roles] };
const tags = ['Rechte'];

export const rightRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/rights/list', {
    config: { access },
    schema: {
      tags,
      summary: 'Rechtekatalog; mit guidRole zusätzlich allowed (1/0) dieser Rolle',
      body: rightListRequest,
      response: { 200: z.array(right) },
    },
    handler: (req) => listRights(ctx, actorOf(req), req.body ?? {}),
  });
  app.post('/rights', {
    config: { access },
    schema: {
      tags,
      summary: 'Recht anlegen (nur globale Benutzer)',
      body: rightCreate.default({}),
      response: { 200: right },
    },
    handler: (req) => createRight(ctx, actorOf(req), req.body),
  });
  app.get('/rights/:id', {
    config: { access },
    schema: { tags, summary: 'Recht laden', params: guidParam, response: { 200: right } },
    handler: (req) => getRight(ctx, req.params.id),
  });
  app.post('/rights/:id', {
    config: { access },
    schema: {
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
      response: { 200: right },
    },
    handler: async (req) => {
      const result = await updateRight(ctx, actorOf(req), req.params.id, req.body);
      if (!result) throw notFound('Recht');
      return result;
    },
  });
  app.get('/rights/:id/delete', {
    config: { access },
    schema: {
      tags,
      summary: 'Recht löschen (nur globale Benutzer)',
      params: guidParam,
      response: { 200: successSchema },
    },
    handler: async (req) => {
      await deleteRight(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
