import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DurationHistogram } from './metrics.js';

const NAME = 'signage_http_request_duration_seconds';
const HELP = 'Duration of HTTP requests by route pattern, method and status class';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Observations on every bucket edge, between edges, above the last one, and on two series. */
const OBSERVED: Array<[string, string, string, number]> = [
  ['/api/playlist', 'GET', '2xx', 0.0001],
  ['/api/playlist', 'GET', '2xx', 0.005],
  ['/api/playlist', 'GET', '2xx', 0.0051],
  ['/api/playlist', 'GET', '2xx', 0.3],
  ['/api/playlist', 'GET', '2xx', 30],
  ['/api/playlist', 'GET', '2xx', 31.5],
  ['/v1/devices/:id', 'PUT', '4xx', 0.042],
  ['/v1/devices/:id', 'PUT', '4xx', 2.5],
];

function both() {
  const ours = new Registry();
  const theirs = new Registry();
  const own = new DurationHistogram(NAME, HELP, ours);
  const reference = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  });
  for (const [route, method, status_class, seconds] of OBSERVED) {
    own.series(route, method, status_class).observe(seconds);
    reference.observe({ route, method, status_class }, seconds);
  }
  return { ours, theirs, own };
}

describe('the request histogram', () => {
  it("writes exactly prom-client's histogram text and JSON for the same observations", async () => {
    const { ours, theirs } = both();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // prom-client's values carry an empty exemplar (exemplars are off); everything else is the same.
    const withoutExemplars = async (registry: Registry) =>
      JSON.parse(
        JSON.stringify(await registry.getMetricsAsJSON(), (key, value) => (key === 'exemplar' ? undefined : value)),
      );
    expect(await withoutExemplars(ours)).toEqual(await withoutExemplars(theirs));
  });

  it('binds one series per label set and counts into it; reset zeroes every series', async () => {
    const { ours, own } = both();
    expect(own.series('/api/playlist', 'GET', '2xx')).toBe(own.series('/api/playlist', 'GET', '2xx'));
    expect(own.series('/api/playlist', 'GET', '2xx').count).toBe(6);
    ours.resetMetrics();
    const text = await ours.metrics();
    expect(text).toContain(`${NAME}_count{route="/api/playlist",method="GET",status_class="2xx"} 0`);
    expect(text).not.toMatch(/_count\{[^}]*\} [1-9]/);
  });
});
