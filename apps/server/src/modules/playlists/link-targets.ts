import { randomUUID } from 'node:crypto';
import { lastOrderNr } from '@signage/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { playlistItems, playlists } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { CompanyFacts } from '../../tenancy/index.js';
import { locationsOfNetwork } from '../companies/queries.js';
import { givePlaylistToDevicesWithout } from '../device-records/writes.js';
import { touchPlaylist } from './repository.js';

/**
 * Channel distribution (SPEC §4): linking a channel into a company means a PLAYLIST item (readOnly)
 * in each of the company's loop playlists; unlinking deletes those items. A company's loop
 * playlists are the normal playlists (channel 0) it owns: a playlist of another company that one of
 * its screens plays belongs to that company, and linking or unlinking never reaches into it.
 * A network stands for its locations (or itself when it has none).
 */

export interface TargetCompany {
  guid: string;
  name: string;
}

/** The companies a link to `company` reaches: a location itself; a network its locations (or itself). */
export async function targetCompanies(db: Db, company: CompanyFacts): Promise<TargetCompany[]> {
  if (company.isMother !== 1) return [{ guid: company.guid, name: company.name }];
  const locations = await locationsOfNetwork(db, company.guid);
  return locations.length > 0 ? locations : [{ guid: company.guid, name: company.name }];
}

/** Loop playlists of companies: the normal playlists each owns. */
export async function loopPlaylistsOf(db: Db, companyGuids: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(companyGuids.map((g) => [g, []]));
  if (companyGuids.length === 0) return result;
  const rows = await db
    .select({ company: playlists.guidCompany, playlist: playlists.guid })
    .from(playlists)
    .where(and(eq(playlists.channel, 0), inArray(playlists.guidCompany, companyGuids)))
    .orderBy(playlists.guid);
  for (const row of rows) if (row.company) result.get(row.company)?.push(row.playlist);
  return result;
}

/** A loop playlist for a company that has none; its devices without playlist get it. */
export async function createLoopPlaylist(db: Db, company: TargetCompany, now: number): Promise<string> {
  const guid = randomUUID();
  await db.insert(playlists).values({
    guid,
    guidCompany: company.guid,
    name: company.name,
    channel: 0,
    created: new Date(now),
    changed: new Date(now),
  });
  await givePlaylistToDevicesWithout(db, company.guid, guid, new Date(now));
  return guid;
}

/** Playlists `from` reaches through links (itself included). */
async function reachable(db: Db, from: string): Promise<Set<string>> {
  const rows = await queryRows<{ guid: string }>(
    db,
    sql`with recursive r(guid) as (select ${from}::uuid union
      select i.linked_playlist from playlist_items i join r on i.guid_playlist = r.guid where i.linked_playlist is not null)
      select guid from r`,
  );
  return new Set(rows.map((r) => r.guid));
}

/** Adds a link item for `source` at the end of `target`; false when it is there already. */
export async function insertLink(
  db: Db,
  target: string,
  source: { guid: string; name: string },
  now: number,
): Promise<boolean> {
  if ((await reachable(db, source.guid)).has(target)) {
    throw conflict('Diese Verknüpfung würde eine Schleife erzeugen: die Playlist enthält das Ziel bereits.');
  }
  const existing = await db
    .select({ orderNr: playlistItems.orderNr, linked: playlistItems.linkedPlaylist })
    .from(playlistItems)
    .where(eq(playlistItems.guidPlaylist, target));
  if (existing.some((i) => i.linked === source.guid)) return false;
  await db.insert(playlistItems).values({
    guid: randomUUID(),
    guidPlaylist: target,
    orderNr: lastOrderNr(existing),
    name: source.name,
    type: 'PLAYLIST',
    linkedPlaylist: source.guid,
    readOnly: 1,
    duration: 0,
    created: new Date(now),
    changed: new Date(now),
  });
  await touchPlaylist(db, target, now);
  return true;
}

/** Deletes the link items of `source` in the given playlists; returns how many. */
export async function removeLinks(db: Db, targets: string[], source: string, now: number): Promise<number> {
  if (targets.length === 0) return 0;
  const removed = await db
    .delete(playlistItems)
    .where(and(inArray(playlistItems.guidPlaylist, targets), eq(playlistItems.linkedPlaylist, source)))
    .returning({ guidPlaylist: playlistItems.guidPlaylist });
  const touched = [...new Set(removed.map((r) => r.guidPlaylist))];
  if (touched.length)
    await db
      .update(playlists)
      .set({ changed: new Date(now) })
      .where(inArray(playlists.guid, touched));
  return removed.length;
}

/** Links `source` into every loop playlist of the companies, creating one where a company has none. */
export async function linkIntoCompanies(
  db: Db,
  targets: TargetCompany[],
  source: { guid: string; name: string },
  now: number,
) {
  const loops = await loopPlaylistsOf(
    db,
    targets.map((t) => t.guid),
  );
  let linksAdded = 0;
  let playlistsCreated = 0;
  for (const company of targets) {
    let lists = loops.get(company.guid) ?? [];
    if (lists.length === 0) {
      lists = [await createLoopPlaylist(db, company, now)];
      playlistsCreated += 1;
    }
    for (const target of lists) if (await insertLink(db, target, source, now)) linksAdded += 1;
  }
  return { linksAdded, playlistsCreated };
}

/** Which of the companies have `source` linked into one of their loop playlists. */
export async function linkedAmong(db: Db, companyGuids: string[], source: string): Promise<Set<string>> {
  const loops = await loopPlaylistsOf(db, companyGuids);
  const all = [...new Set([...loops.values()].flat())];
  if (all.length === 0) return new Set();
  const rows = await db
    .select({ guidPlaylist: playlistItems.guidPlaylist })
    .from(playlistItems)
    .where(and(inArray(playlistItems.guidPlaylist, all), eq(playlistItems.linkedPlaylist, source)));
  const withLink = new Set(rows.map((r) => r.guidPlaylist));
  return new Set(companyGuids.filter((c) => (loops.get(c) ?? []).some((p) => withLink.has(p))));
}
