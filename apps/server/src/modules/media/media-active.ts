import { firstOrderNr } from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { media, playlistItems, playlists } from '../../db/schema.js';
import { audit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { fileStorage } from '../../lib/file-storage.js';
import { itemForMedia, thumbOfMedia } from '../playlists/item-factory.js';
import { loopPlaylistsOf, targetCompanies } from '../playlists/link-targets.js';
import { writableCompany } from '../playlists/links-service.js';
import { loopState } from '../playlists/loop-limits.js';
import { notifyPlayers } from '../playlists/notify.js';
import { orderOf, touchPlaylist } from '../playlists/repository.js';
import { readableMedia } from './access.js';

/**
 * SPEC §4 "media items: active state can be checked (update false) or set (update true) per company":
 * a media entry is active for a company when every loop playlist of the company (its own normal
 * playlists and those its devices play; a network: its locations') contains it. Setting 1 adds it as
 * first item where missing (refused per playlist by the maxDuration/maxLength rule), 0 removes it.
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
  const containing = async (db: Db) =>
    new Set(
      lists.length === 0
        ? []
        : (
            await db
              .selectDistinct({ guid: playlistItems.guidPlaylist })
              .from(playlistItems)
              .where(and(inArray(playlistItems.guidPlaylist, lists), eq(playlistItems.guidMedia, input.itemGuid)))
          ).map((r) => r.guid),
    );
  let changed = 0;
  let refused = 0;
  if (input.update) {
    if (input.state === undefined) throw badRequest('Zum Setzen fehlt state (0 oder 1).');
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const has = await containing(tx as Db);
      if (input.state === 0) {
        const removed = await tx
          .delete(playlistItems)
          .where(and(inArray(playlistItems.guidPlaylist, [...has]), eq(playlistItems.guidMedia, input.itemGuid)))
          .returning({ guid: playlistItems.guid });
        changed = removed.length;
      } else {
        const [m] = await tx.select().from(media).where(eq(media.guid, input.itemGuid)).for('share');
        const thumb = await thumbOfMedia(tx as Db, fileStorage(ctx.config), m);
        for (const guid of lists.filter((g) => !has.has(g))) {
          const [pl] = await tx
            .select({ maxLength: playlists.maxLength })
            .from(playlists)
            .where(eq(playlists.guid, guid));
          const state = await loopState(tx as Db, { guid, maxLength: pl?.maxLength ?? 0 }, now);
          if (!state.canAdd || state.uploadHidden) {
            refused += 1;
            continue;
          }
          const order = await orderOf(tx as Db, guid);
          await tx
            .insert(playlistItems)
            .values(itemForMedia(m, { guidPlaylist: guid, orderNr: firstOrderNr(order), now, thumb }));
          await touchPlaylist(tx as Db, guid, now);
          changed += 1;
        }
      }
      if (changed)
        await audit(tx as Db, actor, 'update', 'mediaActive', input.itemGuid, null, {
          companyId,
          state: input.state,
          changed,
        });
    });
  }
  if (changed) notifyPlayers({ playlists: lists });
  const has = await containing(ctx.db);
  return {
    itemGuid: input.itemGuid,
    state: lists.length > 0 && has.size === lists.length ? 1 : 0,
    playlists: lists.length,
    containing: has.size,
    changed,
    refused,
  };
}
