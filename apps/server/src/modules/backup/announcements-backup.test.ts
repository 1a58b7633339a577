// Backup and restore carry the announcements: the rows as they were and their pictures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { announcements } from '../../db/schema.js';
import { LocalStorage } from '../../lib/storage.js';
import { createTestDatabase } from '../../test/database.js';
import { useHarness } from '../../test/harness.js';
import { writeBackup } from './dump.js';
import { restoreBackup } from './restore.js';

const h = useHarness();
const root = mkdtempSync(join(tmpdir(), 'signage-announcements-backup-'));
let target: Database | null = null;
afterAll(async () => {
  await target?.close();
  rmSync(root, { recursive: true, force: true });
});

const rowsOf = (db: Database['db']) => db.select().from(announcements).orderBy(announcements.guid);

describe('backup of announcements', () => {
  it('restores every announcement and its picture', { timeout: 120_000 }, async () => {
    const payload = {
      network: h.fx.networkA,
      scope: 'location',
      location: h.fx.locationA,
      text: 'Heute wegen Betriebsversammlung ab 16 Uhr geschlossen',
      colour: '#2e7d32',
      endsAt: h.clock.now() + 3_600_000,
    };
    const res = await h.call('netA', { method: 'POST', url: '/v1/announcements', payload });
    expect(res.statusCode).toBe(200);
    const guid = res.json().guid as string;
    const source = new LocalStorage(join(root, 'source'));
    const key = `announcements/${guid}/bild.png`;
    await source.write(key, Buffer.from('bild'));
    const before = await rowsOf(h.database.db);
    expect(before).toHaveLength(1);

    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(h.database, source, out);
    target = await createTestDatabase();
    const restored = new LocalStorage(join(root, 'target'));
    await restoreBackup(target, restored, () => Readable.from([Buffer.concat(chunks)]));
    expect(await rowsOf(target.db)).toEqual(before);
    expect(await restored.size(key)).toBe(4);
  });
});
