import {
  calls,
  DEVICE_SECRET_HEADER,
  GLASS_CAPTURE_LONG_SIDE,
  GLASS_CAPTURE_MIN_SIDE,
  GLASS_MAX_BYTES,
  glassCapture,
  glassCaptureResult,
  guid,
  playerQuery,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { glassOf, latestGlass, receiveCapture, requestGlassCheck } from './service.js';

const CAPTURE_DESCRIPTION = `Glasprüfung (optional; der Web-Player tut es): beim ersten Zeigen jedes Bild-Eintrags je Tag und auf
Anforderung (device.glassRequest der Playlist-Antwort, dann mit \`requestId\`) sendet der Player ein kleines Bild dessen,
was wirklich zu sehen war (PNG oder JPEG, Base64, höchstens ${GLASS_MAX_BYTES / 1024} KB, ${GLASS_CAPTURE_LONG_SIDE} Pixel an der langen Seite,
mit der Einpassung des Bildschirms). Der Server vergleicht es mit dem Bild, das der Eintrag zeigen soll, und speichert
„bestätigt“, „abweichend“ oder „schwarz“; Einträge des Angebots-Tools kommen in den „Nachweis Schaufenster“. Gerät
erkennen wie bei POST /api/plays. 400: der Eintrag wurde diesem Bildschirm nicht ausgeliefert, kein Bild-Eintrag, kein
lesbares oder ein zu kleines Bild (kürzer als ${GLASS_CAPTURE_MIN_SIDE} Pixel an der langen Seite) — nicht erneut senden. 413: zu groß.`;

/** POST /api/plays/glass: a screen's capture (public; the device is its own credential, as for the poll). */
export const glassCaptureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/plays/glass', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    bodyLimit: 2 * GLASS_MAX_BYTES,
    schema: {
      tags: ['Player'],
      summary: 'Glasprüfung: Bild dessen senden, was der Bildschirm zeigt / send a capture of what the screen shows',
      description: CAPTURE_DESCRIPTION,
      security: [],
      querystring: playerQuery.pick({ key: true }),
      headers: z.looseObject({ [DEVICE_SECRET_HEADER]: z.string().max(200).optional() }),
      body: glassCapture,
      response: { 200: glassCaptureResult },
    },
    handler: (req) => {
      const secret = req.headers[DEVICE_SECRET_HEADER];
      return receiveCapture(ctx, { key: req.query.key, secret: Array.isArray(secret) ? secret[0] : secret }, req.body);
    },
  });
};

const { devices } = calls;

/** The comma-separated GUIDs of `devices` (at most 500), or undefined for all. */
function devicesOf(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const guids = [
    ...new Set(
      text
        .split(',')
        .map((g) => g.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (guids.length > 500) throw badRequest('Höchstens 500 Geräte je Abfrage.');
  for (const g of guids)
    if (!guid.safeParse(g).success) throw badRequest(`Keine gültige Geräte-GUID: ${g.slice(0, 40)}`);
  return guids;
}

/** GET/POST /v1/devices/{id}/glass, GET /v1/glass/latest. */
export const glassRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, devices.glass),
    handler: (req) => glassOf(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, devices.requestGlass),
    handler: (req) => requestGlassCheck(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, devices.glassLatest),
    handler: (req) => {
      const { devices: list } = req.query;
      return latestGlass(ctx, actorOf(req), devicesOf(list));
    },
  });
};
