import { Counter, collectDefaultMetrics, type Metric, Registry } from 'prom-client';

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

/** One series (route, method, status class) of the request histogram: counts per bucket (not cumulative), sum, count. */
export class DurationSeries {
  readonly counts: number[] = DURATION_BUCKETS.map(() => 0);
  sum = 0;
  count = 0;

  constructor(readonly labels: Readonly<Record<string, string>>) {}

  /** A bucket search and three additions: no label check, no hash, no allocation. */
  observe(seconds: number): void {
    for (let i = 0; i < DURATION_BUCKETS.length; i++) {
      if (seconds <= (DURATION_BUCKETS[i] as number)) {
        (this.counts[i] as number)++;
        break;
      }
    }
    this.sum += seconds;
    this.count++;
  }
}

/**
 * The request histogram, in the app's prom-client registry and in prom-client's text format, with series a caller
 * binds once (series()) and observes into directly. prom-client's own histogram validates and hashes the labels on
 * every observe, also through a labels() child: ≈ 1.5 µs on every answer (docs/BENCHMARKS.md).
 */
export class DurationHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, DurationSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of these labels (created at its first use, then the same object). */
  series(route: string, method: string, status_class: string): DurationSeries {
    const key = JSON.stringify([route, method, status_class]);
    let series = this.all.get(key);
    if (!series) {
      series = new DurationSeries({ route, method, status_class });
      this.all.set(key, series);
    }
    return series;
  }

  /** registry.resetMetrics(): every series back to zero (the bound ones stay valid). */
  reset(): void {
    for (const series of this.all.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  /** What the registry formats: cumulative buckets with `le`, +Inf, _sum and _count per series, as prom-client's. */
  async getForPromString() {
    return this.values(false);
  }

  /** As prom-client's histogram: the series' labels inside each value's labels. */
  async get() {
    return this.values(true);
  }

  private values(splay: boolean) {
    const values: Array<{ labels: object; sharedLabels?: object; value: number; metricName: string }> = [];
    const add = (series: DurationSeries, labels: object, value: number, suffix: string) =>
      values.push({
        ...(splay ? { labels: { ...labels, ...series.labels } } : { labels, sharedLabels: series.labels }),
        value,
        metricName: `${this.name}${suffix}`,
      });
    for (const series of this.all.values()) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += series.counts[i] as number;
        add(series, { le }, cumulative, '_bucket');
      });
      add(series, { le: '+Inf' }, series.count, '_bucket');
      add(series, {}, series.sum, '_sum');
      add(series, {}, series.count, '_count');
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}

/**
 * One app's Prometheus metrics in its own registry (never prom-client's global one: tests build several
 * apps in one process). Gauges that read the database are added by plugins/metrics.ts at scrape time.
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new DurationHistogram(
    'signage_http_request_duration_seconds',
    'Duration of HTTP requests by route pattern, method and status class',
    this.registry,
  );

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

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
