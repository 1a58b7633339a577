/** Item schedules: when in the week an item plays, beside its from/till window. */
import { type ItemsScheduleUpdate, type LoopItem, storedSchedule } from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { playlistItems } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { ITEM } from './items-service.js';
import { loopChangeError, loopItemsOf } from './loop-limits.js';
import { writablePlaylist } from './policy.js';
import { itemsOf, touchPlaylist } from './repository.js';

/**
 * One schedule for several items of the playlist (the bulk action of the editor): the same right as editing
 * an item's validity; refused as a whole when an item is not in the playlist or the loop would break its
 * limits (a schedule that makes items play together can lengthen what plays at once).
 */
export async function setItemSchedules(ctx: AppContext, actor: Actor, guid: string, input: ItemsScheduleUpdate) {
  await writablePlaylist(ctx.db, actor, guid);
  const guids = [...new Set(input.guids)];
  const rows = await ctx.db
    .select({ guid: playlistItems.guid, schedule: playlistItems.schedule })
    .from(playlistItems)
    .where(and(eq(playlistItems.guidPlaylist, guid), inArray(playlistItems.guid, guids)));
  if (rows.length !== guids.length) throw notFound(ITEM);
  const schedule = storedSchedule(input.schedule);
  const now = ctx.clock.now();
  const loop = await loopItemsOf(ctx.db, guid);
  const changes = new Map<string, LoopItem>();
  for (const row of rows) {
    const item = loop.get(row.guid);
    if (item) changes.set(row.guid, { ...item, schedule });
  }
  const error = await loopChangeError(ctx.db, guid, changes, now);
  if (error) throw error;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(playlistItems)
      .set({ schedule, changed: new Date(now) })
      .where(and(eq(playlistItems.guidPlaylist, guid), inArray(playlistItems.guid, guids)));
    await touchPlaylist(tx, guid, now);
    for (const row of rows) {
      await audit(tx, actor, 'update', 'playlistItem', row.guid, { schedule: row.schedule }, { schedule });
    }
  });
  return itemsOf(ctx.db, [guid]);
}
