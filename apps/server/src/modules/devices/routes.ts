import {
  archiveRequest,
  BACKGROUND_UPLOAD_LIMIT,
  DEVICE_READ_RIGHTS,
  device,
  deviceGuidParam,
  deviceLinkParams,
  deviceListRequest,
  deviceListResponse,
  deviceSecretResponse,
  deviceUpdate,
  deviceUploadResponse,
  guidParam,
  type MediaKind,
  monitorUpdate,
  type PlayerResponse,
  pairingClaim,
  pairingClaimResponse,
  playerResponse,
  playlistDetail,
  R,
  successSchema,
  supportQuery,
  supportResponse,
  unknownDeleteRequest,
  unknownDeleteResponse,
  unknownDeviceList,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
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

const manage = { anyOf: [R.devices] };
/** SPEC §6: the stage (shop-window) picture upload has its own right. */
const STAGE_UPLOAD_PICTURE = 'RIGHT_COMP_STAGE_UPLOAD_PICTURE';
// The Geräte tile right lets a user see (not change) the devices in reach: a location user's 'Mein Standort'.
const read = { anyOf: [...DEVICE_READ_RIGHTS] };
const supportOrManage = { anyOf: [R.devices, R.support] };
const tags = ['Geräte'];

/** `nowPlaying`: the plays module's 'läuft gerade' for the support list and the device page. */
export const deviceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; nowPlaying?: NowPlayingLookup }> = async (
  app,
  { ctx, nowPlaying },
) => {
  app.post('/devices/list', {
    config: { access: read },
    schema: {
      tags,
      summary: 'Geräte auflisten (SPEC §4: ohne showAll nur Geräte ohne Netzwerk, die nicht ACTIVE sind; VER nie)',
      body: deviceListRequest,
      response: { 200: deviceListResponse },
    },
    handler: (req) => listDevices(ctx, actorOf(req), req.body ?? {}),
  });
  app.get('/devices/unknown', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Unbekannte Geräte: neue Geräte ohne Netzwerk (Recht Geräte und „Netzwerke anlegen“)',
      response: { 200: unknownDeviceList },
    },
    handler: (req) => listUnknown(ctx, actorOf(req)),
  });
  app.post('/devices/unknown/delete', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Unbekannte Geräte löschen: {all:true} oder {guids:[…]}; zugeordnete Geräte bleiben unberührt',
      body: unknownDeleteRequest,
      response: { 200: unknownDeleteResponse },
    },
    handler: (req) => deleteUnknown(ctx, actorOf(req), req.body),
  });
  const wrongCodes = wrongCodeLimiter(ctx);
  app.post('/devices/pair', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Bildschirm koppeln: Code vom Bildschirm, Netzwerk, Standort und Playlist (Recht Geräte)',
      description:
        'Der Bildschirm, der den Code zeigt (POST /api/pairing), wird dem Standort zugeordnet und spielt die ' +
        'Playlist ab seinem nächsten Abruf. Groß-/Kleinschreibung und Leerzeichen im Code zählen nicht. ' +
        'Standort und Playlist müssen in der eigenen Reichweite liegen. Unbekannter oder abgelaufener Code: 404; ' +
        'höchstens 10 falsche Codes je Benutzer und 15 Minuten (sonst 429).',
      body: pairingClaim,
      response: { 200: pairingClaimResponse },
    },
    handler: (req) => claimScreen(ctx, actorOf(req), wrongCodes, req.body),
  });
  app.get('/devices/support', {
    config: { access: { anyOf: [R.support] } },
    schema: {
      tags,
      summary: 'Support-Liste: standardmäßig nur Offline-Geräte; Filter, Zähler und Seiten (10/20/50/100)',
      querystring: supportQuery,
      response: { 200: supportResponse },
    },
    handler: (req) => supportDevices(ctx, actorOf(req), req.query, nowPlaying),
  });
  app.get('/devices/link/:companyId/:deviceGuid', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Gerät einem Standort oder Netzwerk zuweisen (guidParent = dessen Netzwerk)',
      params: deviceLinkParams,
      response: { 200: device },
    },
    handler: (req) => linkDevice(ctx, actorOf(req), req.params.companyId, req.params.deviceGuid),
  });
  app.post('/devices/JSON/:id', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Monitorposition (jsonMonitor) speichern; Seitenverhältnis- und NaN-Regel (SPEC §5) werden angewandt',
      params: guidParam,
      body: monitorUpdate,
      response: { 200: device },
    },
    handler: (req) => saveMonitor(ctx, actorOf(req), req.params.id, req.body),
  });
  app.post('/devices/archive/:id', {
    config: { access: supportOrManage },
    schema: {
      tags,
      summary: 'Gerät archivieren (isArchived 1) oder reaktivieren (0, nur mit RIGHT_NETWORK_CREATE)',
      params: guidParam,
      body: archiveRequest,
      response: { 200: device },
    },
    handler: (req) => archiveDevice(ctx, actorOf(req), req.params.id, req.body.isArchived as 0 | 1),
  });
  app.post('/devices/upload/:deviceGuid/background', {
    config: { access: { anyOf: [STAGE_UPLOAD_PICTURE] } },
    schema: {
      tags,
      summary:
        'Standort-/Schaufensterbild hochladen (RIGHT_COMP_STAGE_UPLOAD_PICTURE; multipart, Feld files; ' +
        'mp4, jpg, png, mov, mpeg; höchstens 64 MB; Bilder werden dekodiert, Videos mit ffprobe geprüft)',
      params: deviceGuidParam,
      consumes: ['multipart/form-data'],
      response: { 200: deviceUploadResponse },
    },
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
  app.get('/devices/:id/playlist', {
    config: { access: read },
    schema: {
      tags,
      summary: 'Was der Bildschirm jetzt erhält (wie GET /api/playlist, aber ohne Heartbeat)',
      description:
        'Die Antwort des Bildschirmprotokolls für dieses Gerät, für die Ansicht „Aktuelle Playlist“. ' +
        'Zählt nicht als Lebenszeichen und braucht kein Gerätegeheimnis.',
      params: guidParam,
      response: { 200: playerResponse },
    },
    handler: async (req, reply) => {
      const row = await visibleDevice(ctx, actorOf(req), req.params.id);
      const answer = await ctx.player.preview(row.guid, playerBaseOf(ctx, req));
      if (!answer) throw notFound(DEVICE);
      reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store');
      return reply.header('etag', answer.etag).send(answer.body as unknown as PlayerResponse);
    },
  });
  app.get('/devices/:id/loop', {
    config: { access: read },
    schema: {
      tags,
      summary: 'Die Sendeschleife des Geräts mit Einträgen (für die Bühnen-Vorschau)',
      description:
        'Die Playlist, die das Gerät abspielt, für alle, die das Gerät sehen dürfen (auch Support ohne ' +
        'Playlist-Recht). „writable“ ist nur mit dem Playlist-Recht wahr.',
      params: guidParam,
      response: { 200: playlistDetail },
    },
    handler: async (req) => {
      const actor = actorOf(req);
      const row = await visibleDevice(ctx, actor, req.params.id);
      if (!row.guidPlaylist) throw notFound(PLAYLIST);
      return loopOfDevice(ctx, actor, row.guidPlaylist);
    },
  });
  app.get('/devices/:id', {
    config: { access: read },
    schema: { tags, summary: 'Gerät laden', params: guidParam, response: { 200: device } },
    handler: (req) => getDevice(ctx, actorOf(req), req.params.id, nowPlaying),
  });
  app.post('/devices/:id', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Gerät speichern (alle bearbeitbaren Felder; Netzwerk und Playlist über eigene Aufrufe)',
      params: guidParam,
      body: deviceUpdate,
      response: { 200: device },
    },
    handler: (req) => updateDevice(ctx, actorOf(req), req.params.id, req.body),
  });
  app.get('/devices/:id/delete', {
    config: { access: manage },
    schema: { tags, summary: 'Gerät löschen', params: guidParam, response: { 200: successSchema } },
    handler: async (req) => {
      await deleteDevice(ctx, actorOf(req), req.params.id);
      return { success: true };
    },
  });
  app.post('/devices/:id/secret', {
    config: { access: manage },
    schema: {
      tags,
      summary: 'Neues Gerätegeheimnis erzeugen (wird nur jetzt angezeigt; Header X-Device-Secret für /api/playlist)',
      params: guidParam,
      response: { 200: deviceSecretResponse },
    },
    handler: (req) => createSecret(ctx, actorOf(req), req.params.id),
  });
};
