// Staff pages load pictures of no foreign host (a tracking pixel in a page stays unloaded); foreign pictures come
// through the picture proxy /v1/picture, map tiles from MAP_TILE_URL's hosts.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';

const h = useHarness({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });

/** The sources of one directive of the answer's Content-Security-Policy header. */
function directive(header: string | string[] | number | undefined, name: string): string[] {
  const found = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${String(header)}`);
  return found.slice(1);
}

describe('the Content-Security-Policy of the staff app', () => {
  it('admits pictures from this server, data/blob URLs and the three tile hosts, not any https host', async () => {
    for (const [as, url] of [
      ['admin', '/v1/user/me'],
      [null, '/Dashboard/Main'],
    ] as const) {
      const res = await h.call(as, { method: 'GET', url });
      expect(directive(res.headers['content-security-policy'], 'img-src'), url).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://a.tiles.example.org',
        'https://b.tiles.example.org',
        'https://c.tiles.example.org',
      ]);
    }
  });
});
