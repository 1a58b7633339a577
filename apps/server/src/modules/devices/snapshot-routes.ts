import { calls, DEVICE_SECRET_HEADER, SNAPSHOT_MAX_BYTES } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** POST /api/snapshot?key=&id=: the screen's picture (public; the device is its own credential, as for the poll). */
export const snapshotUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Twice the limit is read, so a picture a little too large gets its own message (receiveSnapshot).
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: 2 * SNAPSHOT_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOf(app, calls.player.snapshot),
    helmet: false,
    logLevel: 'warn',
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
