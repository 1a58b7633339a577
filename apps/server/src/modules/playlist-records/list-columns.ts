import { CHANNEL, ORGANISER_CHANNEL } from '@signage/shared';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlists } from '../../db/schema.js';
import { companyRowsAs } from '../company-records/queries.js';

/**
 * The playlist's company as the companies module's derived table (modules/company-records), for the playlists
 * module's lists: select from playlists left-joined with it on guidCompany.
 */
export const playlistCompany = companyRowsAs('playlist_company');

/**
 * The columns of a playlist as every list shows it (playlists page, a company's playlists tab): its own
 * fields, the owning company's name, the number of items and the loop's length without linked playlists (the longest one screen plays).
 * Select from playlists left-joined with playlistCompany on guidCompany.
 */
export const playlistListColumns = {
  guid: playlists.guid,
  name: playlists.name,
  comment: playlists.comment,
  channel: playlists.channel,
  maxLength: playlists.maxLength,
  orientation: playlists.orientation,
  guidCompany: playlists.guidCompany,
  companyName: playlistCompany.name,
  cntItems: sql<number>`(select count(*)::int from playlist_items i where i.guid_playlist = ${playlists.guid})`,
  // Items for one orientation count only for its screens: the longest loop one screen plays (ownLoopSeconds).
  duration: sql<number>`(select (coalesce(sum(i.duration) filter (where i.orientation is null), 0)
      + greatest(coalesce(sum(i.duration) filter (where i.orientation = 'horizontal'), 0),
                 coalesce(sum(i.duration) filter (where i.orientation = 'vertical'), 0)))::int
    from playlist_items i where i.guid_playlist = ${playlists.guid} and i.type <> 'PLAYLIST')`,
  created: playlists.created,
  changed: playlists.changed,
};

/**
 * The playlists of the companies `scope` names (a parenthesised subquery of guids), by name: a company's
 * playlists tab (modules/companies, which the playlists module imports, so it reads them through here).
 */
export function playlistsIn(db: Db, scope: SQL) {
  return db
    .select(playlistListColumns)
    .from(playlists)
    .leftJoin(playlistCompany, eq(playlistCompany.guid, playlists.guidCompany))
    .where(sql`${playlists.guidCompany} in ${scope}`)
    .orderBy(playlists.name, playlists.guid);
}

/**
 * Channel playlists (channel 1 or 20) a company can use, by name: those of `own` ('own'), those without a
 * company ('global'), and channels of `organisers` (a subquery of organiser networks' guids) that were linked
 * into `scope` (a playlist there holds an item linking it, or is a clone of it) ('organiser').
 */
export function channelsFor(db: Db, own: string[], scope: SQL, organisers: SQL) {
  const linkedIn = sql`(
    exists (select 1 from playlist_items i join playlists q on q.guid = i.guid_playlist
      where i.linked_playlist = ${playlists.guid} and q.guid_company in ${scope})
    or exists (select 1 from playlists q where q.cloned_from = ${playlists.guid} and q.guid_company in ${scope}))`;
  const organiser = sql`${playlists.guidCompany} in (${organisers})`;
  return db
    .select({
      ...playlistListColumns,
      source: sql<'own' | 'organiser' | 'global'>`case
        when ${playlists.guidCompany} is null then 'global'
        when ${inArray(playlists.guidCompany, own)} then 'own' else 'organiser' end`,
    })
    .from(playlists)
    .leftJoin(playlistCompany, eq(playlistCompany.guid, playlists.guidCompany))
    .where(
      and(
        inArray(playlists.channel, [CHANNEL, ORGANISER_CHANNEL]),
        or(inArray(playlists.guidCompany, own), isNull(playlists.guidCompany), and(organiser, linkedIn)),
      ),
    )
    .orderBy(playlists.name, playlists.guid);
}
