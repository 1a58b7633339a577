// Push across server processes: a change written through A reaches a screen whose push stream is open on B, carried by
// the existing change relay (NOTIFY, db/change-notices.ts) into B's bus.apply. Needs PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, playlistItems } from '../db/schema.js';
import { useAppPair } from '../test/app-pair.js';
import { TestClock } from '../test/clock.js';
import { addDevice, addLocation, addNetwork, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { baseOf, openPush } from '../test/push-client.js';
import { waitUntil } from '../test/wait.js';

const url = process.env.DATABASE_URL;
const pair = useAppPair('push', new TestClock(Date.parse('2026-06-01T10:00:00Z')), { listen: true });

describe.skipIf(!url)('push across server processes', () => {
  it('an item changed through A tells the screen connected to B, and only it; archiving through A closes it', async () => {
    const { a, b } = pair;
    const db = pair.database.db;
    const network = await addNetwork(db);
    const location = await addLocation(db, { guidParent: network });
    const screen = async () => {
      const playlist = await addPlaylist(db, { guidCompany: network });
      const item = await addPlayerItem(db, { guidPlaylist: playlist });
      const device = await addDevice(db, { guidCompany: location, guidParent: network, guidPlaylist: playlist });
      return { playlist, item, device };
    };
    const [one, two, marker] = [await screen(), await screen(), await screen()];
    const client = await openPush(baseOf(b.server), `key=${one.device}`);
    const other = await openPush(baseOf(b.server), `key=${two.device}`);
    const barrier = await openPush(baseOf(b.server), `key=${marker.device}`);
    expect([client.status, other.status, barrier.status]).toEqual([200, 200, 200]);
    // The fixtures' own notices may reach B after the streams opened (on a loaded machine): notices arrive in commit
    // order, so once a change of a third screen has arrived, every earlier one has been applied.
    await a.ctx.db.update(playlistItems).set({ duration: 41 }).where(eq(playlistItems.guid, marker.item));
    await barrier.received(1);
    await b.ctx.player.push.idle();
    const [before, otherBefore] = [client.messages.length, other.messages.length];

    // What the items service does on A: write, then tell the bus (whose relay passes it on to B).
    await a.ctx.db.update(playlistItems).set({ duration: 42 }).where(eq(playlistItems.guid, one.item));
    await client.received(before + 1);
    expect(client.messages.slice(before)).toEqual([{ type: 'changed' }]);
    // The other screen heard nothing of it: a keep-alive written after B's hub is done arrives with no message before.
    await b.ctx.player.push.idle();
    const comments = other.comments;
    b.ctx.player.push.ping();
    await waitUntil(() => other.comments > comments, 'the keep-alive comment on the other stream', 10_000);
    expect(other.messages).toHaveLength(otherBefore);

    await a.ctx.db.update(devices).set({ isArchived: 1 }).where(eq(devices.guid, one.device));
    await client.ended;
    expect(b.ctx.player.push.size).toBe(2);
    other.close();
    barrier.close();
  });
});
