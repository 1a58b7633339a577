// A screen learns of every write that changes its answer, without a notice sent by hand. The two holes found on main: a
// location's time zone and the default app version.
import type { OpeningHours } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../db/schema.js';
import { addAppVersion, addDevice, addLocation, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness, poll } from '../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

/** Monday 1 June 2026, 08:30 UTC: 10:30 in Berlin, 04:30 in New York. */
const MONDAY = Date.parse('2026-06-01T08:30:00Z');
const OPEN_9_18: OpeningHours = {
  weekly: Object.fromEntries(['mo', 'di', 'mi', 'do', 'fr'].map((d) => [d, [{ from: '09:00', till: '18:00' }]])),
  exceptions: [],
};

interface Answer {
  etag: string;
  device: { appVersion: { name: string; url: string } | null };
  power: { on: boolean; nextChange: number | null };
}

async function answer(device: string) {
  const res = await poll(h, device);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}

async function screen() {
  const db = h.database.db;
  await db.update(companies).set({ openingHours: OPEN_9_18 }).where(eq(companies.guid, h.fx.networkA));
  const location = await addLocation(db, { guidParent: h.fx.networkA, timeZone: 'Europe/Berlin' });
  const playlist = await addPlaylist(db, { guidCompany: location });
  await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
  const device = await addDevice(db, { guidCompany: location, guidParent: h.fx.networkA, guidPlaylist: playlist });
  return { location, device };
}

describe('notices follow from the writes', () => {
  it("a location's time zone changed in Stammdaten reaches its screens (ETag, power)", async () => {
    const { location, device } = await screen();
    h.clock.set(MONDAY);
    const before = await answer(device);
    expect(before.power.on).toBe(true);
    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${location}`,
      payload: { timeZone: 'America/New_York' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await answer(device);
    expect(after.etag).not.toBe(before.etag);
    expect(after.power.on).toBe(false);
    // 09:00 in New York (13:00 UTC), the screen on half an hour before opening.
    expect(after.power.nextChange).toBe(Date.parse('2026-06-01T12:30:00Z'));
  });

  it('the default app version set with "Als Standard" and renamed reaches every screen', async () => {
    const { device } = await screen();
    await addAppVersion(h.database.db, { name: '3.4.0', isDefault: 1 });
    const next = await addAppVersion(h.database.db, { name: '3.5.0' });
    expect((await answer(device)).device.appVersion?.name).toBe('3.4.0');
    const made = await h.call('admin', { method: 'POST', url: `/v1/apps/${next}`, payload: { isDefault: 1 } });
    expect(made.statusCode, made.body).toBe(200);
    expect((await answer(device)).device.appVersion).toEqual({
      name: '3.5.0',
      url: 'http://localhost:80/apps/3.5.0/player.apk',
    });
    const renamed = await h.call('admin', { method: 'POST', url: `/v1/apps/${next}`, payload: { name: '3.5.1' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await answer(device)).device.appVersion?.name).toBe('3.5.1');
  });
});
