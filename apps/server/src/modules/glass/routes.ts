import { calls, DEVICE_SECRET_HEADER, GLASS_MAX_BYTES, guid } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { badRequest } from '../../lib/errors.js';
import { actorOf } from '../../lib/request-actor.js';
import { glassOf, latestGlass, receiveCapture, requestGlassCheck } from './service.js';

/** POST /api/plays/glass: a screen's capture (public; the device is its own credential, as for the poll). */
export const glassCaptureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, calls.player.glass),
    helmet: false,
    logLevel: 'warn',
    bodyLimit: 2 * GLASS_MAX_BYTES,
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
