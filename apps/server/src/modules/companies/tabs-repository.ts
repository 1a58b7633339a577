import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyTree } from '../../tenancy/index.js';
import { devicesOfCompanyTab } from '../device-records/lists.js';
import { channelsFor, playlistsIn } from '../playlist-records/list-columns.js';
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
  return (await playlistsIn(db, companyAndLocations(guid))).map(toPlaylist);
}

/**
 * Channel playlists (channel 1 or 20) a company can use: those of the company and its network ('own'),
 * those without a company ('global'), and organiser networks' channels that were linked into the network
 * (a playlist of the network or its locations holds an item linking it, or is a clone of it) ('organiser').
 */
export async function channelsOf(db: Db, guid: string, network: string | null) {
  const own = [...new Set([guid, network].filter((g): g is string => g !== null))];
  const organisers = sql`select guid from companies where is_mother = 1 and typ = 1`;
  return (await channelsFor(db, own, companyAndLocations(network ?? guid), organisers)).map(toPlaylist);
}

/**
 * Devices of a location, or of a network (guidParent; without guidParent: at the network or its locations), with
 * their health by the on-time rule (`judge`, see screen-health.ts).
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
