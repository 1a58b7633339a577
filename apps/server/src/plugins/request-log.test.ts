import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestDatabase } from '../test/database.js';
import { testConfig } from '../test/harness.js';

/** The process log's lines (pino JSON) of a server logging at info. */
async function loggingServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-reqlog-'));
  const database = await createTestDatabase();
  const lines: Array<Record<string, unknown>> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config: testConfig(dataDir, { LOG_LEVEL: 'info' }), db: database.db, logStream });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const requestLines = () => lines.filter((line) => line.msg === 'request' || String(line.msg).includes('request'));
  return { app, lines, requestLines };
}

describe('request log', async () => {
  const server = await loggingServer();

  it('writes one line per request, with status, duration and the url without credentials', async () => {
    const before = server.requestLines().length;
    const res = await server.app.inject({ method: 'GET', url: '/v1/system/version?token=geheim' });
    const added = server.requestLines().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ msg: 'request', status: res.statusCode, req: { method: 'GET' } });
    expect(typeof added[0]?.durationMs).toBe('number');
    expect(JSON.stringify(added[0])).not.toContain('geheim');
  });

  it('leaves successful screen polls and pings out, but logs a failed poll', async () => {
    const before = server.requestLines().length;
    const ping = await server.app.inject({ method: 'GET', url: '/api/ping' });
    expect(ping.statusCode).toBe(200);
    // A successful poll (an unknown GUID registers a new screen) and its repeat with the ETag (304): no line either.
    const url = `/api/playlist?key=${randomUUID()}&version=4.2.0`;
    const poll = await server.app.inject({ method: 'GET', url });
    expect(poll.statusCode).toBe(200);
    const again = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(poll.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(server.requestLines().slice(before)).toHaveLength(0);
    const failed = await server.app.inject({ method: 'GET', url: '/api/playlist?key=kein-gerät' });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const added = server.requestLines().slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ msg: 'request', status: failed.statusCode, level: 40 });
  });
});
