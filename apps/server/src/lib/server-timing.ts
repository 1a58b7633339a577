import type { FastifyInstance } from 'fastify';

/**
 * Adds `Server-Timing: app;dur=<ms>` (the server's time for the request, incl. any queueing) to every
 * answer of the routes of this plugin scope: clients and benches read the server's share of a call.
 */
export function addServerTiming(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('server-timing')) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
}
