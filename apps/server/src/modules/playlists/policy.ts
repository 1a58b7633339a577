import { eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../context.js';
import { type Db, queryRows } from '../../db/client.js';
import { playlists } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { companiesOfNetwork, companyInReach, networkOfGuid, type Reach, reachOf } from '../../tenancy/index.js';
import { playedAtLocation as playedAt } from '../device-records/counts.js';

/**
 * Who may read and change a playlist, as SQL over the `playlists` table so that single reads and
 * lists decide the same way (see tenancy/reach.ts for the three kinds of actor):
 * - write: global; a network user for playlists of their network (network of guidCompany); a location
 *   user for playlists of their location and normal playlists its devices play.
 * - read: write, plus playlists without company (global libraries), plus channels (channel 1/20) linked
 *   into the actor's network (an item linking it or a clone of it in a playlist of the network or its
 *   locations), plus — for location users — the channels of their own network.
 * Everything else does not exist for the actor (404).
 */

export const PLAYLIST = 'Playlist';

const networkOfPlaylist = networkOfGuid(playlists.guidCompany);

/** A playlist of the network or its locations holds an item linking this playlist, or a clone of it. */
const linkedIntoNetwork = (network: string): SQL => sql`(
  exists (select 1 from playlist_items li join playlists lp on lp.guid = li.guid_playlist
    where li.linked_playlist = ${playlists.guid} and lp.guid_company in (${companiesOfNetwork(network)}))
  or exists (select 1 from playlists cp
    where cp.cloned_from = ${playlists.guid} and cp.guid_company in (${companiesOfNetwork(network)})))`;

const playedAtLocation = (location: string): SQL => playedAt(playlists.guid, location);

export function writableSql(scope: Reach): SQL {
  if (scope.kind === 'global') return sql`true`;
  if (scope.kind === 'network') return companyInReach(scope, playlists.guidCompany) as SQL;
  const sameNetwork = scope.network ? sql`${networkOfPlaylist} = ${scope.network}` : sql`false`;
  return sql`coalesce(${playlists.guidCompany} = ${scope.location}
    or (${playlists.channel} = 0 and ${sameNetwork} and ${playedAtLocation(scope.location)}), false)`;
}

export function readableSql(scope: Reach): SQL {
  if (scope.kind === 'global') return sql`true`;
  const global = sql`${playlists.guidCompany} is null`;
  if (scope.kind === 'network') {
    return sql`(${writableSql(scope)} or ${global} or (${playlists.channel} <> 0 and ${linkedIntoNetwork(scope.network)}))`;
  }
  const channels = scope.network
    ? sql`(${playlists.channel} <> 0 and coalesce(${networkOfPlaylist} = ${scope.network}, false)) or (${playlists.channel} <> 0 and ${linkedIntoNetwork(scope.network)})`
    : sql`false`;
  return sql`(${writableSql(scope)} or ${global} or ${channels})`;
}

export interface PlaylistAccess {
  guid: string;
  guidCompany: string | null;
  channel: number;
  maxLength: number;
  name: string;
  orientation: string;
  readable: boolean;
  writable: boolean;
}

async function accessOf(db: Db, scope: Reach, guid: string): Promise<PlaylistAccess | null> {
  const rows = await queryRows<PlaylistAccess>(
    db,
    sql`select ${playlists.guid} as "guid", ${playlists.guidCompany} as "guidCompany", ${playlists.channel} as "channel",
          ${playlists.maxLength} as "maxLength", ${playlists.name} as "name", ${playlists.orientation} as "orientation",
          ${readableSql(scope)} as "readable", ${writableSql(scope)} as "writable"
        from ${playlists} where ${eq(playlists.guid, guid)}`,
  );
  return rows[0] ?? null;
}

/** A playlist the actor may read, else 404. */
export async function readablePlaylist(db: Db, actor: Actor, guid: string): Promise<PlaylistAccess> {
  const access = await accessOf(db, reachOf(actor), guid);
  if (!access?.readable) throw notFound(PLAYLIST);
  return access;
}

/** A playlist the actor may change: 404 when they cannot even read it, 403 when read-only for them. */
export async function writablePlaylist(db: Db, actor: Actor, guid: string): Promise<PlaylistAccess> {
  const access = await readablePlaylist(db, actor, guid);
  if (!access.writable) throw forbidden('Diese Playlist dürfen Sie nicht ändern.');
  return access;
}
