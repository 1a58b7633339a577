import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { notFound } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { createRight, deleteRight, getRight, listRights, updateRight } from './service.js';

const { rights } = calls;

export const rightRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, rights.list), handler: (req) => listRights(ctx, actorOf(req), req.body ?? {}) });
  app.route({ ...routeOf(app, rights.create), handler: (req) => createRight(ctx, actorOf(req), req.body) });
  app.route({ ...routeOf(app, rights.get), handler: (req) => getRight(ctx, req.params.id) });
  app.route({
    ...routeOf(app, rights.update),
    handler: async (req) => {
      const result = await updateRight(ctx, actorOf(req), req.params.id, req.body);
      if (!result) throw notFound('Recht');
      return result;
    },
  });
  app.route({
    ...routeOf(app, rights.delete),
    handler: async (req) => {
      await deleteRight(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
};
