// Backup and restore carry the opening hours: a network's default and a location's own hours (jsonb) and its holiday
// state come back unchanged, on the database the test runs on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { withHolidays } from '@signage/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { LocalStorage } from '../../lib/storage.js';
import { createTestDatabase } from '../../test/database.js';
import { useHarness } from '../../test/harness.js';
import { writeBackup } from './dump.js';
import { restoreBackup } from './restore.js';

const h = useHarness();
const root = mkdtempSync(join(tmpdir(), 'signage-hours-backup-'));
let target: Database | null = null;
afterAll(async () => {
  await target?.close();
  rmSync(root, { recursive: true, force: true });
});

const hoursOf = (db: Database['db'], guids: string[]) =>
  db
    .select({ guid: companies.guid, openingHours: companies.openingHours, holidayState: companies.holidayState })
    .from(companies)
    .where(inArray(companies.guid, guids))
    .orderBy(companies.guid);

describe('backup of opening hours', () => {
  it('restores the network default, the location override and the holiday state', { timeout: 120_000 }, async () => {
    const network = {
      weekly: {
        mo: [
          { from: '09:00', till: '13:00' },
          { from: '14:00', till: '18:30' },
        ],
      },
      exceptions: [{ date: '2026-12-24', spans: [{ from: '09:00', till: '12:00' }], note: 'Heiligabend' }],
    };
    const location = withHolidays({ weekly: { sa: [{ from: '10:00', till: '14:00' }] }, exceptions: [] }, 'NW', 2026);
    const post = (guid: string, payload: object) =>
      h.call('admin', { method: 'POST', url: `/v1/companies/${guid}/opening-hours`, payload });
    expect((await post(h.fx.networkA, { hours: network })).statusCode).toBe(200);
    expect((await post(h.fx.locationA, { hours: location, holidayState: 'NW' })).statusCode).toBe(200);
    const guids = [h.fx.networkA, h.fx.locationA];
    const before = await hoursOf(h.database.db, guids);
    expect(before.map((row) => row.holidayState).sort()).toEqual(['NW', null].sort());

    const chunks: Buffer[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(h.database, new LocalStorage(join(root, 'source')), out);
    const archive = Buffer.concat(chunks);

    target = await createTestDatabase();
    await restoreBackup(target, new LocalStorage(join(root, 'target')), () => Readable.from([archive]));
    const after = await hoursOf(target.db, guids);
    expect(after).toEqual(before);
    expect(after.find((row) => row.guid === h.fx.locationA)?.openingHours).toEqual(location);
  });
});
