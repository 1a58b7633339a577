import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import {
  createAndLinkCompanies,
  createAndLinkDevices,
  linkCompanies,
  playlistLocations,
  sharePlaylist,
} from './distribution-service.js';
import { clonePlaylist, linkCompany, linkPlaylist, linkToDevice, removeClone, unlinkCompany } from './links-service.js';

const { playlists } = calls;

/** Links between playlists, devices and companies (channel distribution, clones, sharing). */
export const linkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, playlists.linkToDevice),
    handler: (req) => linkToDevice(ctx, actorOf(req), req.params.playlistGuid, req.params.deviceGuid),
  });
  app.route({
    ...routeOf(app, playlists.linkPlaylist),
    handler: (req) => linkPlaylist(ctx, actorOf(req), req.params.playlistGuid, req.params.targetPlaylistGuid),
  });
  app.route({
    ...routeOf(app, playlists.linkCompany),
    handler: (req) => linkCompany(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.route({
    ...routeOf(app, playlists.unlinkCompany),
    handler: (req) => unlinkCompany(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.route({
    ...routeOf(app, playlists.clone),
    handler: (req) => clonePlaylist(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.route({
    ...routeOf(app, playlists.removeClone),
    handler: (req) => removeClone(ctx, actorOf(req), req.params.playlist, req.params.company),
  });
  app.route({
    ...routeOf(app, playlists.createAndLinkDevices),
    handler: (req) => createAndLinkDevices(ctx, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, playlists.createAndLinkCompanies),
    handler: (req) => createAndLinkCompanies(ctx, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, playlists.linkCompanies),
    handler: (req) => linkCompanies(ctx, actorOf(req), req.body),
  });
  app.route({
    ...routeOf(app, playlists.locations),
    handler: (req) => playlistLocations(ctx, actorOf(req), req.params.id, req.params.x),
  });
  app.route({
    ...routeOf(app, playlists.share),
    handler: (req) => sharePlaylist(ctx, actorOf(req), req.params.id, req.body),
  });
};
