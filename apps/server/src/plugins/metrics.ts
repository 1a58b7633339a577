import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { AppContext } from '../context.js';
import { jobQueueDepth } from '../db/job-queue.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, databaseUnavailable } from '../lib/errors.js';
import { type AppMetrics, statusClass } from '../lib/metrics.js';
import { screenHealthCounts } from '../modules/devices/service.js';
import { outboxCounts } from '../modules/mail/outbox-repository.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * With METRICS_TOKEN: that Bearer token. Without: only a request from this machine — a loopback client
 * address and no X-Forwarded-For/Forwarded header (a request a local proxy passes on is not local).
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return given !== '' && timingSafeEqual(digest(given), digest(token));
  }
  return LOOPBACK.test(request.ip) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

/** The gauges read from the database when Prometheus scrapes (one query each). */
function registerGauges(ctx: AppContext) {
  const registers = [ctx.metrics.registry];
  new Gauge({
    name: 'signage_screens',
    help: 'Screens in service (not scrapped, not archived) by health: online, silent (on-time silent for SILENT_AFTER_MINUTES, yellow), offline (on-time silent for OFFLINE_AFTER_HOURS) or resting (silent, should be off)',
    labelNames: ['health'] as const,
    registers,
    async collect() {
      const counts = await screenHealthCounts(ctx);
      for (const [health, n] of Object.entries(counts)) this.set({ health }, n);
    },
  });
  new Gauge({
    name: 'signage_job_queue',
    help: 'Background jobs by state: queued (waiting), running, failed (given up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      for (const [state, n] of Object.entries(await jobQueueDepth(ctx.db))) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'signage_mail_outbox',
    help: 'Mails in the outbox by status (wartet, gesendet, fehlgeschlagen)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      for (const [status, n] of Object.entries(await outboxCounts(ctx.db))) this.set({ status }, n);
    },
  });
}

/**
 * GET /metrics (Prometheus text format) from this app's registry, and the request histogram: every answer
 * by route pattern (routeOptions.url, never the raw URL), method and status class; screen polls counted.
 */
/** One series (route, method, status class) of the request histogram, bound once per route. */
type DurationChild = ReturnType<AppMetrics['httpDuration']['labels']>;

async function plugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const metrics = ctx.metrics;
  registerGauges(ctx);

  // Callback-style (not async). Each route's series are bound once and kept by its config object (one per route):
  // an answer costs a WeakMap look-up, an array index and the prom-client child's observe — no label string per
  // request.
  const UNMATCHED = {};
  const bound = new WeakMap<object, Map<string, Array<DurationChild | undefined>>>();
  const seriesOf = (request: FastifyRequest, config: object, status: number): DurationChild => {
    let byMethod = bound.get(config);
    if (!byMethod) {
      byMethod = new Map();
      bound.set(config, byMethod);
    }
    let byClass = byMethod.get(request.method);
    if (!byClass) {
      byClass = [];
      byMethod.set(request.method, byClass);
    }
    const index = Math.floor(status / 100);
    let series = byClass[index];
    if (!series) {
      series = metrics.httpDuration.labels({
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_class: statusClass(status),
      });
      byClass[index] = series;
    }
    return series;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const config = request.routeOptions.config;
    if (!config?.stream) {
      const status = reply.statusCode;
      seriesOf(request, config ?? UNMATCHED, status).observe(reply.elapsedTime / 1000);
      if (config?.screenPoll) metrics.screenPolls.inc({ status_class: statusClass(status) });
    }
    done();
  });
  app.addHook('onClose', async () => metrics.registry.clear());

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { access: { public: true } }, logLevel: 'warn', helmet: false },
    async (request, reply) => {
      if (!metricsAllowed(request, ctx.config.metricsToken)) {
        throw new AppError(
          'UNAUTHORIZED',
          ctx.config.metricsToken
            ? 'Für die Metriken fehlt der gültige METRICS_TOKEN (Authorization: Bearer …).'
            : 'Die Metriken sind ohne METRICS_TOKEN nur von diesem Rechner aus abrufbar.',
        );
      }
      let text: string;
      try {
        text = await metrics.registry.metrics();
      } catch (err) {
        request.log.error({ err }, 'metrics: a gauge could not be read');
        if (isDatabaseUnavailable(err)) throw databaseUnavailable();
        throw new AppError('BUSY', 'Die Metriken sind gerade nicht verfügbar (Datenbank antwortet nicht).');
      }
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

export const metricsPlugin = fp(plugin, { name: 'metrics' });
