// A change of opening hours in one server process reaches the screens polling another: the existing change relay
// (NOTIFY, db/change-notices.ts) carries the notice the write unit sends for a company's hours. Needs PostgreSQL.
import type { OpeningHours } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema.js';
import { useAppPair } from '../test/app-pair.js';
import { TestClock } from '../test/clock.js';
import { addDevice, addLocation, addNetwork, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { waitFor } from '../test/wait.js';

const url = process.env.DATABASE_URL;
const OPEN_10_18: OpeningHours = { weekly: { mo: [{ from: '10:00', till: '18:00' }] }, exceptions: [] };
const pair = useAppPair('hours', new TestClock(Date.parse('2026-06-01T07:30:00Z'))); // Monday 9:30 in Berlin

describe.skipIf(!url)('opening hours across server processes', () => {
  it('an hours change written through A changes the answer B gives, by the relay alone', async () => {
    const { a, b } = pair;
    const db = pair.database.db;
    const network = await addNetwork(db);
    const location = await addLocation(db, { guidParent: network, timeZone: 'Europe/Berlin' });
    const playlist = await addPlaylist(db, { guidCompany: location });
    const always = await addPlayerItem(db, { guidPlaylist: playlist });
    const open = await addPlayerItem(db, { guidPlaylist: playlist, schedule: { kind: 'open' } });
    const device = await addDevice(db, { guidCompany: location, guidParent: network, guidPlaylist: playlist });
    // What B would answer the screen (its poll without the poll limit, as the staff's preview reads it).
    const itemsOnB = async () => {
      const answer = await b.ctx.player.preview(device, 'http://b');
      return (JSON.parse(answer?.body.toString() ?? '{}') as { items: Array<{ guid: string }> }).items.map(
        (i) => i.guid,
      );
    };
    expect((await b.inject({ method: 'GET', url: `/api/playlist?key=${device}` })).statusCode).toBe(200);
    expect(await itemsOnB()).toEqual([always, open]);
    // Written through A's recording database: the write unit tells A's caches, the relay B's.
    await a.ctx.db.update(companies).set({ openingHours: OPEN_10_18 }).where(eq(companies.guid, network));
    // Before 10:00 the location is closed now: the 'open' item leaves B's answer once the notice arrives.
    await waitFor(async () => ((await itemsOnB()).length === 1 ? true : undefined), 'B hears the hours change', 10_000);
    expect(await itemsOnB()).toEqual([always]);
  });
});
