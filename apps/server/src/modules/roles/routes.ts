import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { createRole, deleteRole, getVisibleRole, listVisibleRoles, updateRole } from './service.js';

const { roles } = calls;

export const roleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, roles.list),
    handler: (req) => listVisibleRoles(ctx, actorOf(req), req.body?.guidParent),
  });
  app.route({ ...routeOf(app, roles.create), handler: (req) => createRole(ctx, actorOf(req), req.body.guidParent) });
  app.route({
    ...routeOf(app, roles.get),
    handler: async (req) => (await getVisibleRole(ctx, actorOf(req), req.params.id)).role,
  });
  app.route({
    ...routeOf(app, roles.update),
    handler: (req) => updateRole(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, roles.delete),
    handler: async (req) => {
      await deleteRole(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
