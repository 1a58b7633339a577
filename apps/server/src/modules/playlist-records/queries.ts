import { type Column, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { playlistItems, playlists } from '../../db/schema.js';

/**
 * The playlists module's read pieces for the modules it imports itself (device-records, companies, media;
 * docs/DECISIONS.md, "One owner per table", "Module direction"): in a module of their own so those can import them
 * without a cycle. They only read; the playlists module writes.
 */

/** A playlist's name and company as a derived table under `name` that another module's list joins. */
export const playlistRowsAs = <N extends string>(name: N) =>
  new QueryBuilder()
    .select({ guid: playlists.guid, name: playlists.name, guidCompany: playlists.guidCompany })
    .from(playlists)
    .as(name);

/** Items in the playlists of a company (the KAV's booked items). */
export const itemCountOfCompany = (company: Column | SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${playlistItems} i
  join ${playlists} p on p.guid = i.guid_playlist where p.guid_company = ${company})`;

/** Playlists of a company and, for a network (isMother 1), of its locations (`locations`: their guids). */
export const playlistCountOfCompany = (
  company: { guid: Column | SQL; isMother: Column | SQL },
  locations: SQL,
): SQL<number> => sql<number>`(case when ${company.isMother} = 1
  then (select count(*)::int from ${playlists} p where p.guid_company = ${company.guid}
        or p.guid_company in (${locations}))
  else (select count(*)::int from ${playlists} p where p.guid_company = ${company.guid}) end)`;

/** No playlist item uses the media row (safe to delete from storage). */
export const unusedByItems = (media: Column | SQL): SQL =>
  sql`not exists (select 1 from ${playlistItems} pi where pi.guid_media = ${media})`;
