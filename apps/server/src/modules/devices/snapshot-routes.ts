import {
  calls,
  DEVICE_SECRET_HEADER,
  SNAPSHOT_MAX_BYTES,
  snapshotUploadQuery,
  snapshotUploadResult,
} from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { routeOf } from '../../lib/call-route.js';
import { actorOf } from '../../lib/request-actor.js';
import { receiveSnapshot, requestSnapshot, snapshotOf } from './snapshot.js';

const { devices } = calls;

/** GET/POST /v1/devices/{id}/snapshot. */
export const snapshotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.route({
    ...routeOf(app, devices.snapshot),
    handler: (req) => snapshotOf(ctx, actorOf(req), req.params.id),
  });
  app.route({
    ...routeOf(app, devices.requestSnapshot),
    handler: (req) => requestSnapshot(ctx, actorOf(req), req.params.id),
  });
};

const UPLOAD_DESCRIPTION = `Antwort des Bildschirms auf device.snapshotRequest der Playlist-Antwort (optional; der
Web-Player tut es). Inhalt: was der Bildschirm gerade zeigt als JPEG (Content-Type image/jpeg, höchstens
${SNAPSHOT_MAX_BYTES / 1024} KB, etwa 640 Pixel breit genügen), oder kein Inhalt und \`reason\`: WEB (eine Webseite wird
gezeigt), BLOCKED (das Bild darf nicht gelesen werden), EMPTY (nichts zu sehen). Gerät erkennen wie bei GET
/api/playlist. 409: keine offene Anforderung mit dieser \`id\` (schon beantwortet oder ersetzt) — nicht erneut senden.
Nur das letzte Bild je Gerät wird aufbewahrt.

The screen's answer to device.snapshotRequest (optional; the web player does it): what it shows now as a JPEG, or no
body and a \`reason\`. Only the latest picture per device is kept.`;

/** POST /api/snapshot?key=&id=: the screen's picture (public; the device is its own credential, as for the poll). */
export const snapshotUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Twice the limit is read, so a picture a little too large gets its own message (receiveSnapshot).
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: 2 * SNAPSHOT_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/api/snapshot', {
    config: { access: { public: true } },
    helmet: false,
    logLevel: 'warn',
    schema: {
      tags: ['Player'],
      summary: 'Aktuelles Bild senden (auf Anforderung) / send the picture shown now (on request)',
      description: UPLOAD_DESCRIPTION,
      security: [],
      querystring: snapshotUploadQuery,
      headers: z.looseObject({ [DEVICE_SECRET_HEADER]: z.string().max(200).optional() }),
      consumes: ['image/jpeg'],
      response: { 200: snapshotUploadResult },
    },
    handler: async (req) => {
      const secret = req.headers[DEVICE_SECRET_HEADER];
      await receiveSnapshot(
        ctx,
        { key: req.query.key, secret: Array.isArray(secret) ? secret[0] : secret },
        { id: req.query.id, reason: req.query.reason, body: req.body },
      );
      return { stored: true };
    },
  });
};
