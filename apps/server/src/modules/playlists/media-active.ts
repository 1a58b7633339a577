import { firstOrderNr, type LoopItem } from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { writableCompany } from '../../tenancy/index.js';
import { readableMedia } from '../media/policy.js';
import { lockedMedia } from '../media/writes.js';
import { itemForMedia, thumbOfMedia } from './item-factory.js';
import { loopPlaylistsOf, targetCompanies } from './link-targets.js';
import { loopChangeError, loopItemsOf, loopState } from './loop-limits.js';
import { orderOf, touchPlaylist } from './repository.js';

/**
 * SPEC §4 "media items: active state can be checked (update false) or set (update true) per company":
 * a media entry is active for a company when every loop playlist of the company (the normal
 * playlists it owns; a network: its locations') has an active item of it. Setting
 * switches `active` on the existing items only — same ids, order numbers and validity windows (readOnly
 * items are left as they are). Setting 1 adds the entry as first item to a loop that lacks it. Both
 * follow the maxDuration/maxLength rules; a loop that would break them is counted in `refused`.
 */
export async function mediaActive(
  ctx: AppContext,
  actor: Actor,
  companyId: string,
  input: { itemGuid: string; state?: number; update?: boolean },
) {
  const company = await writableCompany(ctx, actor, companyId);
  await readableMedia(ctx.db, actor, input.itemGuid);
  const targets = await targetCompanies(ctx.db, company);
  const loops = await loopPlaylistsOf(
    ctx.db,
    targets.map((t) => t.guid),
  );
  const lists = [...new Set([...loops.values()].flat())];
  const itemsOfMedia = async (db: Db) =>
    lists.length === 0
      ? []
      : await db
          .select({
            guid: playlistItems.guid,
            guidPlaylist: playlistItems.guidPlaylist,
            active: playlistItems.active,
            readOnly: playlistItems.readOnly,
          })
          .from(playlistItems)
          .where(and(inArray(playlistItems.guidPlaylist, lists), eq(playlistItems.guidMedia, input.itemGuid)));
  let changed = 0;
  let refused = 0;
  if (input.update) {
    if (input.state !== 0 && input.state !== 1) throw badRequest('Zum Setzen fehlt state (0 oder 1).');
    const state = input.state;
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const existing = await itemsOfMedia(tx);
      for (const guid of lists) {
        const own = existing.filter((i) => i.guidPlaylist === guid);
        const toSwitch = own.filter((i) => i.readOnly !== 1 && i.active !== state).map((i) => i.guid);
        if (state === 1 && own.length === 0) {
          if (await addFirst(ctx, tx, guid, input.itemGuid, now)) changed += 1;
          else refused += 1;
          continue;
        }
        if (toSwitch.length === 0) continue;
        if (state === 1 && !(await mayActivate(tx, guid, toSwitch, now))) {
          refused += 1;
          continue;
        }
        await tx
          .update(playlistItems)
          .set({ active: state, changed: new Date(now) })
          .where(inArray(playlistItems.guid, toSwitch));
        await touchPlaylist(tx, guid, now);
        changed += 1;
      }
      if (changed) await audit(tx, actor, 'update', 'mediaActive', input.itemGuid, null, { companyId, state, changed });
    });
  }
  const activeIn = new Set((await itemsOfMedia(ctx.db)).filter((i) => i.active === 1).map((i) => i.guidPlaylist));
  return {
    itemGuid: input.itemGuid,
    state: lists.length > 0 && activeIn.size === lists.length ? 1 : 0,
    playlists: lists.length,
    /** Loops with an active item of the entry. */
    containing: activeIn.size,
    changed,
    refused,
  };
}

/** Whether switching these items of the loop on keeps to its limits. */
async function mayActivate(db: Db, guidPlaylist: string, itemGuids: string[], now: number): Promise<boolean> {
  const items = await loopItemsOf(db, guidPlaylist);
  const changes = new Map<string, LoopItem>();
  for (const guid of itemGuids) {
    const item = items.get(guid);
    if (item) changes.set(guid, { ...item, active: 1 });
  }
  return (await loopChangeError(db, guidPlaylist, changes, now)) === null;
}

/** Adds the media entry as first item of the loop unless the loop rules refuse it. */
async function addFirst(ctx: AppContext, db: Db, guidPlaylist: string, guidMedia: string, now: number) {
  const [pl] = await db
    .select({ maxLength: playlists.maxLength })
    .from(playlists)
    .where(eq(playlists.guid, guidPlaylist));
  const state = await loopState(db, { guid: guidPlaylist, maxLength: pl?.maxLength ?? 0 }, now);
  if (!state.canAdd || state.uploadHidden) return false;
  const m = await lockedMedia(db, guidMedia);
  if (!m) throw notFound('Medium');
  const thumb = await thumbOfMedia(db, ctx.files, m);
  const order = await orderOf(db, guidPlaylist);
  await db.insert(playlistItems).values(itemForMedia(m, { guidPlaylist, orderNr: firstOrderNr(order), now, thumb }));
  await touchPlaylist(db, guidPlaylist, now);
  return true;
}
