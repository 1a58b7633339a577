import type { Harness } from './harness.js';

export const DAY = 24 * 3_600_000;

/** The player service of the harness's app (caches, heartbeats). */
export const playerOfHarness = (h: Harness) => h.app.ctx.player;

/** GET /api/playlist for a device. */
export function poll(h: Harness, key: string, options: { query?: string; headers?: Record<string, string> } = {}) {
  return h.app.inject({
    method: 'GET',
    url: `/api/playlist?key=${key}${options.query ? `&${options.query}` : ''}`,
    headers: options.headers,
    remoteAddress: '203.0.113.5',
  });
}
