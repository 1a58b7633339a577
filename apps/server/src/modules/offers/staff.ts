import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';
import { companyRef } from '../companies/repository.js';
import { visibleCompany } from '../companies/service.js';
import { canListOffers } from './policy.js';

/** GET /v1/companies/{guid}/offers: the location's offer items that have not ended, with their periods. */
export async function runningOffers(ctx: AppContext, actor: Actor, guid: string) {
  const row = await visibleCompany(ctx, actor, guid);
  if (!canListOffers(actor, companyRef(row))) throw forbidden('Dieses Netzwerk dürfen Sie nicht öffnen.');
  const rows = await ctx.db
    .select({
      guid: playlistItems.guid,
      offerId: playlistItems.offerId,
      name: playlistItems.name,
      guidPlaylist: playlistItems.guidPlaylist,
      playlistName: playlists.name,
      activeFrom: playlistItems.activeFrom,
      activeTill: playlistItems.activeTill,
    })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(
      and(
        eq(playlists.guidCompany, guid),
        isNotNull(playlistItems.offerId),
        gt(playlistItems.activeTill, new Date(ctx.clock.now())),
      ),
    )
    .orderBy(asc(playlistItems.activeTill), asc(playlistItems.guid));
  return rows.map((r) => ({
    ...r,
    offerId: r.offerId as string,
    activeFrom: r.activeFrom?.getTime() ?? null,
    activeTill: r.activeTill?.getTime() ?? null,
  }));
}
