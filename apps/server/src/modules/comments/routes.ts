import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { createComment, deleteComment, recentComments, searchComments } from './service.js';

const { comments } = calls;

export const commentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, comments.recent), handler: (req) => recentComments(ctx, actorOf(req), req.query.limit) });
  app.route({ ...routeOf(app, comments.create), handler: (req) => createComment(ctx, actorOf(req), req.body) });
  app.route({
    ...routeOf(app, comments.delete),
    handler: async (req) => {
      await deleteComment(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.route({ ...routeOf(app, comments.search), handler: (req) => searchComments(ctx, actorOf(req), req.body ?? {}) });
};
