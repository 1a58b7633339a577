// The commands' way into a running server (DATA_DIR/control.json): only with the token, the backup
// archive is complete and readable.
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.js';
import { readArchive } from './archive.js';
import { readControlFile, writeControlFile } from './control.js';

const h = useHarness();

const control = () => {
  writeControlFile(h.app.ctx.config.dataDir, '0.0.0.0', 8080);
  const info = readControlFile(h.app.ctx.config.dataDir);
  if (!info) throw new Error('no control file');
  return info;
};

describe('control endpoints', () => {
  it('refuse a request without the token, with a wrong one and with a user token', async () => {
    const { token } = control();
    expect((await h.app.inject({ method: 'GET', url: '/v1/system/backup' })).statusCode).toBe(401);
    for (const authorization of [`Bearer ${'0'.repeat(64)}`, `Bearer ${token.slice(1)}`]) {
      const res = await h.app.inject({ method: 'GET', url: '/v1/system/backup', headers: { authorization } });
      expect(res.statusCode).toBe(403);
    }
    const asAdmin = await h.call('admin', { method: 'GET', url: '/v1/system/backup' });
    expect(asAdmin.statusCode).toBe(403);
  });

  it('GET /v1/system/backup sends a complete archive of the database', async () => {
    const { url, token } = control();
    expect(url).toBe('http://127.0.0.1:8080');
    const res = await h.app.inject({
      method: 'GET',
      url: '/v1/system/backup',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const manifest = await readArchive(Readable.from([res.rawPayload]), {
      header: async () => undefined,
      rows: async () => undefined,
      file: async (_key, data) => {
        data.resume();
        await finished(data);
      },
    });
    expect(manifest.tables.find((t) => t.name === 'users')?.rows).toBe(Object.keys(h.fx.users).length);
  });
});
