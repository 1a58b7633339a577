import { CHANNEL, ORGANISER_CHANNEL } from '@signage/shared';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playlistListColumns } from '../../db/playlist-columns.js';
import { companies, playlists } from '../../db/schema.js';
import { companyTree } from '../../tenancy/index.js';
import { devicesOfCompanyTab } from '../device-records/lists.js';
import type { HealthJudge } from './screen-health.js';

/** The company itself and, for a network, its locations. */
const companyAndLocations = (guid: string): SQL => sql`(${companyTree(guid)})`;

type PlaylistRow = { created: Date; changed: Date; cntItems: number; duration: number };
const toPlaylist = <T extends PlaylistRow>(row: T) => ({
  ...row,
  cntItems: Number(row.cntItems),
  duration: Number(row.duration),
  created: row.created.getTime(),
  changed: row.changed.getTime(),
});

/** The playlists of a location, or of a network and its locations. */
export async function playlistsOf(db: Db, guid: string) {
  const rows = await db
    .select(playlistListColumns)
    .from(playlists)
    .leftJoin(companies, eq(companies.guid, playlists.guidCompany))
    .where(sql`${playlists.guidCompany} in ${companyAndLocations(guid)}`)
    .orderBy(playlists.name, playlists.guid);
  return rows.map(toPlaylist);
}

/**
 * Channel playlists (channel 1 or 20) a company can use: those of the company and its network ('own'),
 * those without a company ('global'), and organiser networks' channels that were linked into the network
 * (a playlist of the network or its locations holds an item linking it, or is a clone of it) ('organiser').
 */
export async function channelsOf(db: Db, guid: string, network: string | null) {
  const own = [...new Set([guid, network].filter((g): g is string => g !== null))];
  const scope = companyAndLocations(network ?? guid);
  const linkedIn = sql`(
    exists (select 1 from playlist_items i join playlists q on q.guid = i.guid_playlist
      where i.linked_playlist = ${playlists.guid} and q.guid_company in ${scope})
    or exists (select 1 from playlists q where q.cloned_from = ${playlists.guid} and q.guid_company in ${scope}))`;
  const organiser = sql`${playlists.guidCompany} in (select guid from companies where is_mother = 1 and typ = 1)`;
  const rows = await db
    .select({
      ...playlistListColumns,
      source: sql<'own' | 'organiser' | 'global'>`case
        when ${playlists.guidCompany} is null then 'global'
        when ${inArray(playlists.guidCompany, own)} then 'own' else 'organiser' end`,
    })
    .from(playlists)
    .leftJoin(companies, eq(companies.guid, playlists.guidCompany))
    .where(
      and(
        inArray(playlists.channel, [CHANNEL, ORGANISER_CHANNEL]),
        or(inArray(playlists.guidCompany, own), isNull(playlists.guidCompany), and(organiser, linkedIn)),
      ),
    )
    .orderBy(playlists.name, playlists.guid);
  return rows.map(toPlaylist);
}

/**
 * Devices of a location, or of a network (guidParent; without guidParent: at the network or its locations), with
 * their health by the issue 26 rule (`judge`, see screen-health.ts).
 */
export async function devicesOf(
  db: Db,
  guid: string,
  isNetwork: boolean,
  judgeFor: (locations: Array<string | null>) => Promise<HealthJudge>,
) {
  const rows = await devicesOfCompanyTab(db, guid, isNetwork);
  const judge = await judgeFor(rows.map((r) => r.guidCompany));
  return rows.map(({ power, ...row }) => {
    const last = row.lastHeartbeat?.getTime() ?? null;
    const { state, place } = judge({ guid: row.guid, guidCompany: row.guidCompany, lastHeartbeat: last, power }, true);
    return {
      ...row,
      lastHeartbeat: last,
      indicator: state.indicator,
      health: state.health,
      nextOnAt: state.nextOnAt,
      timeZone: place.timeZone,
      created: row.created.getTime(),
      edited: row.edited.getTime(),
    };
  });
}
