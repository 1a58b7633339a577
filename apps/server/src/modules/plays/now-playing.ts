import { type NowPlaying, PLAY_CLOCK_SKEW_MS, type ShowingNotice } from '@signage/shared';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { nowPlaying } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { itemLooksOf } from '../playlists/item-facts.js';
import { playFacts } from './facts.js';
import { showingBuffer } from './showing-buffer.js';

/** The name of an item neither the playlist nor the screen could name. */
const UNNAMED = 'Gelöschter Eintrag';

/**
 * POST /api/showing: the screen (admitted as for the poll) starts showing `notice.item`. Gathered in memory and
 * written once a second (ShowingBuffer); a notice older than the screen's row changes nothing.
 */
export async function recordShowing(
  ctx: AppContext,
  device: { key: string; secret: string | undefined },
  notice: ShowingNotice,
): Promise<void> {
  const record = await ctx.player.knownDevice(device.key, device.secret);
  const now = ctx.clock.now();
  if (notice.start > now + PLAY_CLOCK_SKEW_MS)
    throw badRequest('Die Startzeit liegt mehr als 10 Minuten nach der Serverzeit.');
  const facts = await playFacts(ctx).itemFacts([notice.item]);
  const name = facts.get(notice.item)?.name ?? (notice.name?.trim() || UNNAMED);
  showingBuffer(ctx).add({
    guidDevice: record.guid,
    guidItem: notice.item,
    itemName: name,
    started: new Date(notice.start),
    ended: null,
    received: new Date(now),
  });
}

/**
 * After a report batch: its latest play ('zuletzt gezeigt' for screens that only report), through the same buffer,
 * unless the screen's row is as recent (a web player's notice of it).
 */
export function recordLastPlay(
  ctx: AppContext,
  guidDevice: string,
  play: { item: string; name: string; start: number; seconds: number },
  now: number,
): void {
  showingBuffer(ctx).add(
    {
      guidDevice,
      guidItem: play.item,
      itemName: play.name,
      started: new Date(play.start),
      ended: new Date(play.start + Math.round(play.seconds * 1000)),
      received: new Date(now),
    },
    false,
  );
}

/**
 * What the screens show now or showed last, by device guid (screens that never said are missing). `online` tells
 * which screens are online now: only their notices count as 'läuft gerade'.
 */
export async function nowPlayingOf(
  ctx: AppContext,
  devices: readonly string[],
  online: (guid: string) => boolean,
): Promise<Map<string, NowPlaying>> {
  const result = new Map<string, NowPlaying>();
  if (!devices.length) return result;
  const stored = await ctx.db
    .select()
    .from(nowPlaying)
    .where(inArray(nowPlaying.guidDevice, [...devices]));
  // Notices not written yet count as written (a notice beats a stored row that started at the same moment).
  const buffer = showingBuffer(ctx);
  const byDevice = new Map(stored.map((row) => [row.guidDevice, row]));
  for (const guid of devices) {
    const pending = buffer.peek(guid);
    const row = byDevice.get(guid);
    if (pending && (!row || row.started <= pending.started))
      byDevice.set(guid, { ...pending, ended: pending.ended ?? null, received: pending.received as Date });
  }
  const rows = [...byDevice.values()];
  const looks = new Map(
    (await itemLooksOf(ctx.db, [...new Set(rows.map((r) => r.guidItem))])).map((item) => [item.guid, item]),
  );
  for (const row of rows) {
    const look = looks.get(row.guidItem);
    const until = row.ended?.getTime() ?? null;
    result.set(row.guidDevice, {
      kind: 'item',
      item: row.guidItem,
      name: look?.name ?? row.itemName,
      type: look?.type ?? null,
      thumb: look?.thumb ?? null,
      since: row.started.getTime(),
      until,
      live: until === null && online(row.guidDevice),
    });
  }
  return result;
}

/** A lookup the devices module is given (this module reaches devices through offers → mail: no import back). */
export const nowPlayingLookup =
  (ctx: AppContext) =>
  (devices: readonly string[], online: (guid: string) => boolean): Promise<Map<string, NowPlaying>> =>
    nowPlayingOf(ctx, devices, online);
