// The revalidation runs on the embedded database too, names the table of a stale answer, counts it in /metrics and
// heals it; normal writes (through the write unit) leave the counter at 0.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, companies, devices, playlistItems } from '../db/schema.js';
import { addDevice, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness, poll } from '../test/player.js';
import { waitUntil } from '../test/wait.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

/** A screen at location A playing one item 'Alt', written straight on the database (no notice). */
async function screen(on: Pick<typeof h, 'database' | 'fx'> = h) {
  const db = on.database.db;
  const playlist = await addPlaylist(db, { guidCompany: on.fx.locationA });
  const item = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100, name: 'Alt' });
  const device = await addDevice(db, {
    guidCompany: on.fx.locationA,
    guidParent: on.fx.networkA,
    guidPlaylist: playlist,
  });
  return { playlist, item, device };
}

async function healed(): Promise<Record<string, number>> {
  const text = (await h.app.inject({ method: 'GET', url: '/metrics' })).body;
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(/^signage_stale_answers_healed_total\{table="(\w+)"\} (\d+)$/gm))
    counts[m[1] as string] = Number(m[2]);
  return counts;
}

const body = async (device: string) => (await poll(h, device)).json();

describe('the revalidation (safety net)', () => {
  it('heals a write that bypassed the write unit within one check and counts it with its table', async () => {
    const { item, device } = await screen();
    const player = playerOfHarness(h);
    await player.revalidate();
    expect((await body(device)).items[0].name).toBe('Alt');
    expect(Object.values(await healed()).every((n) => n === 0)).toBe(true);

    // Straight on the database, past ctx.db (as a second connection or a forgotten path would).
    await h.database.db.update(playlistItems).set({ name: 'Vorbei' }).where(eq(playlistItems.guid, item));
    expect((await body(device)).items[0].name).toBe('Alt');
    await player.revalidate();
    expect((await body(device)).items[0].name).toBe('Vorbei');
    await player.revalidate();
    expect(await healed()).toMatchObject({ playlist_items: 1, devices: 0, companies: 0 });

    // A company's time zone behind the caches' back: named as companies.
    await h.database.db.update(companies).set({ timeZone: 'Asia/Tokyo' }).where(eq(companies.guid, h.fx.locationA));
    await player.revalidate();
    await player.revalidate();
    expect(await healed()).toMatchObject({ playlist_items: 1, companies: 1 });
  });

  it('counts nothing for writes through the write unit, nor for heartbeats', async () => {
    const { item, device } = await screen();
    const player = playerOfHarness(h);
    const before = await healed();
    await player.revalidate();
    await h.app.ctx.db.update(playlistItems).set({ name: 'Neu' }).where(eq(playlistItems.guid, item));
    await h.app.ctx.db.update(devices).set({ orientation: 'vertical' }).where(eq(devices.guid, device));
    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: { timeZone: 'America/New_York' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await poll(h, device);
    await player.flush();
    await player.revalidate();
    await player.revalidate();
    // The counter is the app's (earlier tests of this file counted theirs): unchanged by these writes.
    expect(await healed()).toEqual(before);
    expect((await body(device)).items[0].name).toBe('Neu');
  });
});

describe('what pauses the check', () => {
  it('only a unit that writes a table an answer is built from, until its notice went out', async () => {
    const { item } = await screen();
    const writes = h.app.ctx.writes;
    expect(writes.inFlight).toBe(0);
    await h.app.ctx.db.transaction(async (tx) => {
      // Audit entries, sessions, plays, heartbeats: no screen's answer is built from them, the check goes on.
      await tx.insert(auditLog).values({ action: 'update', entity: 'test' });
      expect(writes.inFlight).toBe(0);
      await tx.update(playlistItems).set({ name: 'Neu' }).where(eq(playlistItems.guid, item));
      expect(writes.inFlight).toBe(1);
    });
    expect(writes.inFlight).toBe(0);
    await expect(
      h.app.ctx.db.transaction(async (tx) => {
        await tx.update(playlistItems).set({ name: 'Zurück' }).where(eq(playlistItems.guid, item));
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    expect(writes.inFlight).toBe(0);
  });
});

describe('on its timer', () => {
  const fast = useHarness({ REVALIDATE_SECONDS: '1' });

  it('runs on the embedded database too (REVALIDATE_SECONDS)', async () => {
    const db = fast.database.db;
    const { item, device } = await screen(fast);
    // The staff's preview reads the same caches as the poll (without its rate limit).
    const name = async () => {
      const answer = await fast.app.ctx.player.preview(device, 'http://x');
      return JSON.parse(answer?.body.toString() ?? '{}').items[0].name as string;
    };
    expect(await name()).toBe('Alt');
    // The harness's reset forgot the last fingerprint: take it now, else a tick after the write would take it as
    // the start and see no difference. Healing the write below is then the timer's work.
    await fast.app.ctx.player.revalidate();
    await db.update(playlistItems).set({ name: 'Vom Timer' }).where(eq(playlistItems.guid, item));
    await waitUntil(async () => (await name()) === 'Vom Timer', 'the timer heals the stale answer', 10_000);
  });
});
