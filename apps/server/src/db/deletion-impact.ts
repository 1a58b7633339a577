import { CONFIRM_DELETE, type DeletionImpact, type NamedRecord } from '@signage/shared';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.js';
import type { Db } from './client.js';

async function named(db: Db, query: SQL): Promise<NamedRecord[]> {
  const result = (await db.execute(query)) as unknown as { rows: NamedRecord[] };
  return result.rows.map((r) => ({ guid: String(r.guid), name: String(r.name ?? '') }));
}

const uuids = (guids: readonly string[]) =>
  sql`(${sql.join(
    guids.map((g) => sql`${g}::uuid`),
    sql`, `,
  )})`;

/**
 * What deleting these playlists changes outside them: the screens that play one of them directly (they
 * are left without playlist) and the companies whose other playlists link one of them (the link item goes).
 * `devicesAlso` adds the screens a company deletion detaches.
 */
export async function playlistsImpact(
  db: Db,
  guids: readonly string[],
  devicesAlso?: SQL,
): Promise<Pick<DeletionImpact, 'devices' | 'locations'>> {
  if (guids.length === 0 && !devicesAlso) return { devices: [], locations: [] };
  const playing = guids.length > 0 ? sql`d.guid_playlist in ${uuids(guids)}` : sql`false`;
  const devices = await named(
    db,
    sql`select d.guid, d.name from devices d
      where d.device_state <> 'VER' and (${playing} or ${devicesAlso ?? sql`false`})
      order by d.name, d.guid`,
  );
  const locations =
    guids.length === 0
      ? []
      : await named(
          db,
          sql`select distinct c.guid, c.name from playlist_items i
            join playlists p on p.guid = i.guid_playlist
            join companies c on c.guid = p.guid_company
            where i.linked_playlist in ${uuids(guids)} and i.guid_playlist not in ${uuids(guids)}
            order by c.name, c.guid`,
        );
  return { devices, locations };
}

/** Records of one company in a table with guid, name and a company column (playlists, templates, roles, users). */
export function namedOf(db: Db, table: 'playlists' | 'templates' | 'roles', companyColumn: string, company: string) {
  return named(
    db,
    sql`select guid, name from ${sql.identifier(table)} where ${sql.identifier(companyColumn)} = ${company}::uuid order by name, guid`,
  );
}

/** The 409 of a delete call without confirm=1 (see deleteConfirmationRequired). */
export const confirmationRequired = (message: string, impact: DeletionImpact) =>
  new AppError(CONFIRM_DELETE, message, { details: impact });
