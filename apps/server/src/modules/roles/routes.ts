import { guidParam, R, role, roleCreate, roleListRequest, roleUpdate, successSchema } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../lib/request-actor.js';
import { createRole, deleteRole, getVisibleRole, listVisibleRoles, updateRole } from './service.js';

const manage = { anyOf: [R.roles] };
/** User administrators need the list of roles to assign one. */
const read = { anyOf: [R.roles, R.user] };
const tags = ['Rollen'];

export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/roles/list', {
    config: { access: read },
    schema: { tags, summary: 'Rollen auflisten', body: roleListRequest, response: { 200: z.array(role) } },
    handler: (req) => listVisibleRoles(ctx, actorOf(req), req.body?.guidParent),
  });
  app.post('/roles', {
    config: { access: manage },
    schema: { tags, summary: 'Leere Rolle anlegen', body: roleCreate.default({}), response: { 200: role } },
    handler: (req) => createRole(ctx, actorOf(req), req.body.guidParent),
  });
  app.get('/roles/:id', {
    config: { access: read },
    schema: { tags, summary: 'Rolle laden', params: guidParam, response: { 200: role } },
    handler: async (req) => (await getVisibleRole(ctx, actorOf(req), req.params.id)).role,
  });
  app.post('/roles/:id', {
    config: { access: manage },
    schema: { tags, summary: 'Rolle speichern', params: guidParam, body: roleUpdate, response: { 200: role } },
    handler: (req) => updateRole(ctx, actorOf(req), req.params.id, req.body),
  });
  app.get('/roles/:id/delete', {
    config: { access: manage },
    schema: { tags, summary: 'Rolle löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteRole(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
