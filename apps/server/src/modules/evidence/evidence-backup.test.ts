// Backup and restore carry the evidence archive: the chain, its checkpoint, the plays per version and the image copies.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { evidenceCheckpoint, evidenceEntries, evidencePlays } from '../../db/schema.js';
import { LocalStorage } from '../../lib/storage.js';
import { createTestDatabase } from '../../test/database.js';
import { useHarness } from '../../test/harness.js';
import { writeBackup } from '../backup/dump.js';
import { restoreBackup } from '../backup/restore.js';
import { appendEvidence, checkChain, removeEvidenceBefore, sha256 } from './chain.js';
import { evidenceKey } from './record.js';

const h = useHarness();
const root = mkdtempSync(join(tmpdir(), 'signage-evidence-backup-'));
let target: Database | null = null;
afterAll(async () => {
  await target?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('backup of the evidence archive', () => {
  it('restores the chain (still intact after its checkpoint) and the image copies', { timeout: 120_000 }, async () => {
    const ref = { guidCompany: h.fx.locationA, offerId: '7' };
    const source = new LocalStorage(join(root, 'source'));
    const png = Buffer.from('bild');
    const key = evidenceKey(sha256(png));
    await source.write(key, png);
    await appendEvidence(h.app.ctx, [{ ...ref, kind: 'recheck', data: { result: 'confirmed' } }]);
    h.clock.advance(3_600_000);
    await appendEvidence(h.app.ctx, [
      { ...ref, kind: 'image', data: { side: 'h', sha256: sha256(png), key, bytes: png.length } },
      { ...ref, kind: 'takedown', data: { reason: 'Der Anbieter kennt das Angebot nicht mehr.' } },
    ]);
    await removeEvidenceBefore(h.app.ctx, new Date(h.clock.now() - 1000)); // entry 1 goes, a checkpoint stays
    await h.database.db.insert(evidencePlays).values({
      guidLocation: h.fx.locationA,
      offerId: '7',
      versionSeq: 2,
      guidDevice: h.fx.locationA,
      firstPlay: new Date('2026-06-01T10:00:10.250Z'),
      lastPlay: new Date('2026-06-03T09:59:55.125Z'),
      plays: 12,
      seconds: 117.5,
      securedPlays: 3,
    });
    const rows = () => h.database.db.select().from(evidenceEntries).orderBy(evidenceEntries.seq);
    const before = await rows();
    expect(before.map((r) => r.seq)).toEqual([2, 3]);

    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(h.database, source, out);
    target = await createTestDatabase();
    const restored = new LocalStorage(join(root, 'target'));
    await restoreBackup(target, restored, () => Readable.from([Buffer.concat(chunks)]));
    expect(await target.db.select().from(evidenceEntries).orderBy(evidenceEntries.seq)).toEqual(before);
    expect(await target.db.select().from(evidenceCheckpoint)).toEqual(
      await h.database.db.select().from(evidenceCheckpoint),
    );
    expect(await target.db.select().from(evidencePlays)).toEqual(await h.database.db.select().from(evidencePlays));
    expect(await checkChain(target.db)).toMatchObject({ intact: true, entries: 2, firstSeq: 2, headSeq: 3 });
    expect(await restored.size(key)).toBe(png.length);
  });
});
