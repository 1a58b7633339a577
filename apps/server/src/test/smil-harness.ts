import type { Harness } from './harness.js';
import { SmilClient, type SmilTransport } from './smil-client.js';

/** The SMIL client's requests through the harness's app (absolute addresses of the index taken as paths). */
export const injectTransport =
  (h: Harness, remoteAddress = '203.0.113.9'): SmilTransport =>
  async (req) => {
    const url = new URL(req.url, 'http://localhost');
    const res = await h.app.inject({
      method: req.method,
      url: `${url.pathname}${url.search}`,
      headers: req.headers,
      payload: req.body,
      remoteAddress,
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  };

/** A SMIL client of a device's index address. */
export const smilClientOf = (h: Harness, device: string, query = '') =>
  new SmilClient(injectTransport(h), `/smil/${device}/index.smil${query}`, `ADAPI/2.0 (UUID:${device}) Test/1.0`);
