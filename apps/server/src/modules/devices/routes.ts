import { BACKGROUND_UPLOAD_LIMIT, calls, type MediaKind, type PlayerResponse } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sanitizeFileName } from '../../lib/file-name.js';
import { actorOf } from '../../lib/request-actor.js';
import { notMultipart } from '../../lib/stream-to-storage.js';
import { playerBaseOf } from '../../player/routes.js';
import { PLAYLIST } from '../playlists/policy.js';
import { loopOfDevice } from '../playlists/service.js';
import { backgroundExtension, storeBackground } from './background.js';
import { archiveDevice, createSecret, deleteDevice, linkDevice, saveMonitor, updateDevice } from './commands.js';
import { claimScreen, wrongCodeLimiter } from './pairing.js';
import { DEVICE, getDevice, listDevices, type NowPlayingLookup, supportDevices, visibleDevice } from './service.js';
import { deleteUnknown, listUnknown } from './unknown.js';

const { devices } = calls;

/** `nowPlaying`: the plays module's 'läuft gerade' for the support list and the device page. */
export const deviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; nowPlaying?: NowPlayingLookup }> = async (
  app,
  { ctx, nowPlaying },
) => {
  app.route({
    ...routeOf(app, devices.list),
    handler: (req) => listDevices(ctx, actorOf(req), req.body ?? {}),
  });
  app.route({
    ...routeOf(app, devices.unknown),
    handler: (req) => listUnknown(ctx, actorOf(req)),
  });
  app.route({
    ...routeOf(app, devices.deleteUnknown),
    handler: (req) => deleteUnknown(ctx, actorOf(req), req.body),
  });
  const wrongCodes = wrongCodeLimiter(ctx);
  app.route({
    ...routeOf(app, devices.pair),
    handler: (req) => claimScreen(ctx, actorOf(req), wrongCodes, req.body),
  });
  app.route({
    ...routeOf(app, devices.support),
    handler: (req) => supportDevices(ctx, actorOf(req), req.query, nowPlaying),
  });
  app.route({
    ...routeOf(app, devices.link),
    handler: (req) => linkDevice(ctx, actorOf(req), req.params.companyId, req.params.deviceGuid),
  });
  app.route({
    ...routeOf(app, devices.saveMonitor),
    handler: (req) => saveMonitor(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, devices.archive),
    handler: (req) => archiveDevice(ctx, actorOf(req), req.params.id, req.body.isArchived as 0 | 1),
  });
  app.route({
    ...routeOf(app, devices.uploadBackground),
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await visibleDevice(ctx, actor, req.params.deviceGuid);
      if (!req.isMultipart()) throw notMultipart();
      const part = await req.file({ limits: { fileSize: BACKGROUND_UPLOAD_LIMIT, files: 1 } });
      if (!part) throw badRequest('Es wurde keine Datei gesendet.');
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw badRequest('Bitte die Datei im Feld files senden.');
      }
      let ext: MediaKind;
      try {
        ext = backgroundExtension(sanitizeFileName(part.filename));
      } catch (err) {
        part.file.resume();
        throw err;
      }
      const savedFileName = await storeBackground(ctx, actor, row, ext, part.file);
      return { success: true as const, data: { savedFileName } };
    },
  });
  app.route({
    ...routeOf(app, devices.playerAnswer),
    handler: async (req, reply) => {
      const row = await visibleDevice(ctx, actorOf(req), req.params.id);
      const answer = await ctx.player.preview(row.guid, playerBaseOf(ctx, req));
      if (!answer) throw notFound(DEVICE);
      reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
      return reply.header('etag', answer.etag).send(answer.body as unknown as PlayerResponse);
    },
  });
  app.route({
    ...routeOf(app, devices.loop),
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await visibleDevice(ctx, actor, req.params.id);
      if (!row.guidPlaylist) throw notFound(PLAYLIST);
      return loopOfDevice(ctx, actor, row.guidPlaylist);
    },
  });
  app.route({
    ...routeOf(app, devices.get),
    handler: (req) => getDevice(ctx, actorOf(req), req.params.id, nowPlaying),
  });
  app.route({
    ...routeOf(app, devices.update),
    handler: (req) => updateDevice(ctx, actorOf(req), req.params.id, req.body),
  });
  app.route({
    ...routeOf(app, devices.delete),
    handler: async (req) => {
      await deleteDevice(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.route({
    ...routeOf(app, devices.secret),
    handler: (req) => createSecret(ctx, actorOf(req), req.params.id),
  });
};
