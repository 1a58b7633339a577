import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { assertMayManage } from './policy.js';
import { allMedia, companyMedia, deleteGlobal, mediaStatus } from './service.js';

const { media } = calls;

/** SPEC §7 Media (under /v1); the video conversion is a job (plugins/job-registry.ts). The media's place in loops
 * (POST /media/:companyId/item/active) is playlists' (items-routes.ts). */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, media.companyItems),
    handler: (req) => companyMedia(ctx, actorOf(req), req.params.companyId),
  });
  app.route({ ...routeOf(app, media.all), handler: (req) => allMedia(ctx, actorOf(req), req.body.gridParams) });
  app.route({
    ...routeOf(app, media.status),
    handler: (req) => {
      assertMayManage(actorOf(req));
      return mediaStatus(ctx, actorOf(req));
    },
  });
  app.route({
    ...routeOf(app, media.deleteGlobal),
    handler: (req) => {
      assertMayManage(actorOf(req));
      return deleteGlobal(ctx, actorOf(req), req.body.items);
    },
  });
};
