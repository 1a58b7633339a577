import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { receiveUploads } from './receive.js';
import { uploadToPlaylist } from './service.js';

/** POST /v1/playlists/upload/{playlistGuid}?active=1 (multipart, field files). */
export const uploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, calls.playlists.upload),
    handler: async (req, reply) => {
      const { answer, serverTiming } = await uploadToPlaylist(
        ctx,
        actorOf(req),
        req.params.playlistGuid,
        (options) => receiveUploads(req, reply, options),
        { active: req.query.active === 0 ? 0 : 1 },
      );
      reply.header('server-timing', serverTiming);
      return answer;
    },
  });
};
