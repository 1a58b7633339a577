import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { itemRoutes } from './items-routes.js';
import { linkRoutes } from './links-routes.js';
import {
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listChannels,
  listPlaylists,
  playlistDeletionImpact,
  playlistStats,
  updatePlaylist,
} from './service.js';

const { playlists } = calls;

/** SPEC §7 Playlists: every call under /v1/playlists, plus channels/list. */
export const playlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({ ...routeOf(app, playlists.list), handler: (req) => listPlaylists(ctx, actorOf(req), req.query) });
  app.route({ ...routeOf(app, playlists.create), handler: (req) => createPlaylist(ctx, actorOf(req), req.body) });
  app.route({ ...routeOf(app, playlists.get), handler: (req) => getPlaylist(ctx, actorOf(req), req.params.id) });
  app.route({
    ...routeOf(app, playlists.update),
    handler: (req) => updatePlaylist(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, playlists.delete),
    handler: async (req) => {
      await deletePlaylist(ctx, actorOf(req), req.params.id, req.query.confirm === 1);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, playlists.deletionImpact),
    handler: (req) => playlistDeletionImpact(ctx, actorOf(req), req.params.id),
  });
  app.route({ ...routeOf(app, playlists.stats), handler: (req) => playlistStats(ctx, actorOf(req), req.params.id) });
  app.route({ ...routeOf(app, playlists.channels), handler: (req) => listChannels(ctx, actorOf(req), req.query) });
  await app.register(itemRoutes, { ctx });
  await app.register(linkRoutes, { ctx });
};
