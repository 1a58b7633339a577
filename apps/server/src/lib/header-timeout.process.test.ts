// A socket that sends half a request head must not stay open for 90 s (slowloris). The real server process: the header
// timeout is the HTTP server's, which app.inject does not use.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FloodServer, startFloodServer } from '../test/login-flood.js';

let server: FloodServer;
beforeAll(async () => {
  server = await startFloodServer('Kopf-Zeit-Sonnenschein-41');
}, 180_000);
afterAll(() => server?.stop());

describe('a slow request head', () => {
  it('is closed after about 10 s', { timeout: 60_000 }, async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    const start = performance.now();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Langsam: ');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const closed = await new Promise<number>((resolve) => {
      socket.once('close', () => resolve(performance.now() - start));
      // Far below Node's 60 + 30 s, far above 10 s + the 1 s check on a busy machine.
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 30_000).unref();
    });
    socket.destroy();
    expect(closed, answer).toBeLessThan(30_000);
    expect(closed).toBeGreaterThanOrEqual(9_000);
    expect(answer).toMatch(/^(HTTP\/1\.1 408|$)/);
  });
});
