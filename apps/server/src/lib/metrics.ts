import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted in signage_screen_polls_total (the screens' poll route). */
    screenPoll?: true;
    /** A long-lived stream (GET /api/push): its duration is no request duration (left out of the histogram). */
    stream?: true;
  }
}

/** Request durations from 5 ms (a cached poll) to 30 s (a large upload). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** "2xx" … "5xx": the status class, so that the series stay few. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * One app's Prometheus metrics in its own registry (never prom-client's global one: tests build several
 * apps in one process). Gauges that read the database are added by plugins/metrics.ts at scrape time.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'signage_http_request_duration_seconds',
    help: 'Duration of HTTP requests by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly screenPolls = new Counter({
    name: 'signage_screen_polls_total',
    help: 'Polls of the screens (GET /api/playlist) by status class',
    labelNames: ['status_class'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'signage_job_failures_total',
    help: 'Failed background job runs by kind; outcome retry (tried again later) or failed (given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  /**
   * Screens' answers the revalidation found stale (a write no notice told of) and healed, by table
   * (player/player-service.ts); 0 on a healthy system.
   */
  readonly staleAnswersHealed = new Counter({
    name: 'signage_stale_answers_healed_total',
    help: 'Stale screen answers found by the revalidation (a write no change notice told of) and healed, by table',
    labelNames: ['table'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
