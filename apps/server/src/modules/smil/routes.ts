import {
  calls,
  DEVICE_SECRET_HEADER,
  playBatchResult,
  smilDeviceParams,
  smilLogParams,
  smilPairingQuery,
  smilSecretQuery,
} from '@signage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest } from '../../lib/errors.js';
import { playerBaseOf } from '../../player/routes.js';
import { answerOfBatch } from '../plays/ingest.js';
import { mrssFeed } from './mrss.js';
import { pairingPage } from './page.js';
import { playsOfPlaylog, storeLoggedPlays } from './playlog.js';
import { playsOfPopReports } from './pop.js';
import { type IndexResult, smilIndex } from './service.js';
import { MAX_LOG_BYTES } from './xml.js';

const tags = ['Player'];
const INDEX_DESCRIPTION = `Der SMIL-Index eines Bildschirms für SMIL-Player (IAdea, garlic, signageOS); öffentlich.

Enthält, was GET /api/playlist dem Web-Player sagt: Bilder und Videos mit Dauer, Web-Einträge als \`ref\`, verknüpfte
Playlists an ihrer Stelle, \`prefetch\` für jede Datei, Zeitpläne, Öffnungszeiten und Einschaltzeiten als
\`wallclock\`-Beginn/-Ende in der Zeitzone des Standorts (ohne Strom: leerer, schwarzer Abschnitt), eine laufende
Ankündigung in einer höheren \`priorityClass\`. \`ETag\` und \`Last-Modified\` bei HEAD und GET; 304 bei passendem
\`If-None-Match\` oder \`If-Modified-Since\`; Meta \`Refresh\` 60 s. Ein unbekanntes Gerät zeigt seinen Kopplungscode.
Verlangt das Netzwerk ein Gerätegeheimnis: \`?secret=…\` in der Adresse (oder Header X-Device-Secret).
Grenzen wie beim Abruf der Playlist (POLL_LIMIT, Registrierungen je Adresse).`;

/** The device of the one address for all: `ADAPI/… (UUID:…)` (IAdea) or `GAPI/… (UUID:…)` (garlic). */
const AGENT_UUID = /\b(?:ADAPI|GAPI)\/\S*\s*\((?:[^)]*?)UUID:\s*([0-9a-fA-F-]{36})/;

const headerOf = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const secretOf = (req: FastifyRequest, query: { secret?: string }) =>
  query.secret ?? headerOf(req, DEVICE_SECRET_HEADER);

const SMIL_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
  'content-type': 'application/smil+xml; charset=utf-8',
};

function sendIndex(reply: FastifyReply, result: IndexResult) {
  reply
    .headers(SMIL_HEADERS)
    .header('etag', result.etag)
    .header('last-modified', new Date(result.lastModified).toUTCString());
  if (result.status === 304) return reply.removeHeader('content-type').code(304).send();
  return reply.send(result.body);
}

/** SMIL players (IAdea, garlic, signageOS): their index, pairing screen and log uploads. */
export const smilRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Log uploads come as XML (some players say text/plain or nothing specific); parsed by the handler, safely.
  app.addContentTypeParser(
    ['application/xml', 'text/xml', 'text/plain', 'application/octet-stream'],
    { parseAs: 'string', bodyLimit: 4 * MAX_LOG_BYTES },
    (_req, body, done) => done(null, body),
  );

  const index = (req: FastifyRequest, reply: FastifyReply, key: string, secret: string | undefined) =>
    smilIndex(ctx, {
      key,
      ip: req.ip,
      secret,
      secretInAddress: secret,
      ifNoneMatch: headerOf(req, 'if-none-match'),
      ifModifiedSince: headerOf(req, 'if-modified-since'),
      base: playerBaseOf(ctx, req),
      userAgent: headerOf(req, 'user-agent'),
    }).then((result) => sendIndex(reply, result));

  app.get('/smil/:key/index.smil', {
    config: { access: { public: true }, screenPoll: true },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'SMIL-Index eines Bildschirms (IAdea, garlic, signageOS)',
      description: INDEX_DESCRIPTION,
      security: [],
      params: smilDeviceParams,
      querystring: smilSecretQuery,
    },
    handler: (req, reply) => index(req, reply, req.params.key, secretOf(req, req.query)),
  });

  app.get('/smil/index.smil', {
    config: { access: { public: true }, screenPoll: true },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'SMIL-Index, Gerät aus dem User-Agent (ADAPI/… oder GAPI/… mit UUID)',
      description: INDEX_DESCRIPTION,
      security: [],
      querystring: smilSecretQuery,
    },
    handler: (req, reply) => {
      const match = AGENT_UUID.exec(headerOf(req, 'user-agent') ?? '');
      if (!match?.[1]) {
        throw badRequest(
          'Das Gerät ist nicht zu erkennen: der User-Agent nennt keine UUID (ADAPI/… oder GAPI/…). Bitte die Adresse /smil/{Geräte-ID}/index.smil verwenden.',
        );
      }
      return index(req, reply, match[1].toLowerCase(), secretOf(req, req.query));
    },
  });

  app.get('/smil/:key/feed.rss', {
    config: { access: { public: true }, screenPoll: true },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'Media-RSS-Feed eines Bildschirms (BrightSign ohne App): Bilder und Videos, die jetzt spielen',
      description:
        'Was jetzt spielt (Bilder und Videos mit Dauer; leer, solange der Bildschirm aus sein soll oder eine ' +
        'Ankündigung läuft), ttl 1 Minute; ETag und 304 wie beim SMIL-Index; zählt als Abruf der Playlist.',
      security: [],
      params: smilDeviceParams,
      querystring: smilSecretQuery,
    },
    handler: async (req, reply) => {
      const result = await mrssFeed(ctx, {
        key: req.params.key,
        ip: req.ip,
        secret: secretOf(req, req.query),
        ifNoneMatch: headerOf(req, 'if-none-match'),
        base: playerBaseOf(ctx, req),
      });
      reply.header('etag', result.etag).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
      if (result.status === 304) return reply.code(304).send();
      return reply.header('content-type', 'application/rss+xml; charset=utf-8').send(result.body);
    },
  });

  app.get('/smil/pairing.html', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    schema: { hide: true, querystring: smilPairingQuery },
    handler: (req, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .send(pairingPage(req.query.code, req.query.device, playerBaseOf(ctx, req))),
  });

  app.put('/smil/:key/reports/:type', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags,
      summary: 'Protokoll eines SMIL-Players hochladen (PlaylogCollection; Ereignis- und Inventarprotokolle ignoriert)',
      description: `Wiedergabeprotokoll (PlaylogCollection mit \`contentPlayed\`: \`contentId\` = GUID des Eintrags,
\`startTime\`, \`endTime\`) wie IAdea und garlic es senden; es zählt nach denselben Regeln wie POST /api/plays.
Ungültiges oder zu großes XML (über 1 MB): 400, nichts gespeichert; DOCTYPE/ENTITY werden abgelehnt.
Ereignis-, Inventar- und Systemprotokolle werden angenommen und nicht gespeichert (204).`,
      security: [],
      params: smilLogParams,
      querystring: smilSecretQuery,
      response: { 200: playBatchResult, 204: z.null() },
    },
    handler: async (req, reply) => {
      const device = { key: req.params.key, secret: secretOf(req, req.query) };
      const record = await ctx.player.knownDevice(device.key, device.secret);
      const body = typeof req.body === 'string' ? req.body : '';
      if (req.params.type !== 'playlog') {
        if (Buffer.byteLength(body) > MAX_LOG_BYTES) throw badRequest('Das Protokoll ist zu groß (höchstens 1024 KB).');
        return reply.code(204).send(null);
      }
      const timeZone = ctx.player.devices.peek(record.guid)?.place.timeZone ?? 'Europe/Berlin';
      const plays = playsOfPlaylog(body, timeZone);
      return answerOfBatch(await storeLoggedPlays(ctx, device, body, plays), plays.length);
    },
  });

  app.route({
    ...routeOf(app, calls.smil.popReports),
    helmet: false,
    logLevel: 'warn',
    handler: async (req) => {
      const device = { key: req.params.key, secret: secretOf(req, req.query) };
      const plays = playsOfPopReports(req.body);
      return answerOfBatch(await storeLoggedPlays(ctx, device, JSON.stringify(req.body), plays), plays.length);
    },
  });
};
