import { calls } from '@signage/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { routeOf } from '../lib/call-route.js';
import { pairingCodeFor, pairingLimits } from './pairing.js';
import { playerBaseOf } from './routes.js';

/** POST /api/pairing: the pairing code of a screen that waits to be claimed (outside /v1, public). */
export const pairingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limits = pairingLimits(ctx);
  app.route({
    ...routeOf(app, calls.player.pairing),
    logLevel: 'warn',
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return pairingCodeFor(ctx, limits, { key: req.body.key, ip: req.ip, serverUrl: playerBaseOf(ctx, req) });
    },
  });
};
