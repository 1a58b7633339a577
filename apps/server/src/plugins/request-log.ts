import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import { ServerLog } from '../lib/server-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recent requests and server events for GET /v1/system/logs. */
    serverLog: ServerLog;
  }
}

const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/** Routes that asked for fewer log lines (logLevel warn and above: the screens' polls) log only failures. */
const QUIET = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * Records every response (time, level, method, redacted url, status, duration, request id) — except
 * the successful answers of quiet routes, which would push everything else out within a second — and
 * writes it as the request's one line to the process log (pino; its request serializer redacts the url).
 */
async function plugin(app: FastifyInstance, opts: { clock: Clock }) {
  const log = new ServerLog(1000);
  app.decorate('serverLog', log);
  const failures = new WeakMap<object, string>();
  app.addHook('onError', async (request, _reply, error) => {
    // First line only: driver errors append the query parameters on later lines.
    failures.set(request, `${error.code ?? error.name}: ${error.message.split('\n')[0]}`);
  });
  // Callback-style (not async): every request passes it; a quiet route's success leaves at once.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status >= 400 || !QUIET.has(String(request.routeOptions.logLevel))) record(request, status, reply.elapsedTime);
    done();
  });

  function record(request: FastifyRequest, status: number, elapsedMs: number) {
    const level = levelOf(status);
    const durationMs = Math.round(elapsedMs * 10) / 10;
    request.log[level]({ req: request, status, durationMs }, 'request');
    log.add({
      time: opts.clock.now(),
      level,
      reqId: String(request.id),
      method: request.method,
      url: request.url,
      status,
      durationMs,
      message: status >= 500 ? (failures.get(request) ?? null) : null,
    });
  }
}

export const requestLogPlugin = fp(plugin, { name: 'request-log' });
