import type { OfferEditorField } from '@signage/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devices, offerEditorValues, playlists } from '../../db/schema.js';

/** The location's screens the tool offers: its own devices, not archived, not 'VER'. */
export function agencyDevices(db: Db, agency: string) {
  return db
    .select({
      guid: devices.guid,
      name: devices.name,
      orientation: devices.orientation,
      guidPlaylist: devices.guidPlaylist,
    })
    .from(devices)
    .where(and(eq(devices.guidCompany, agency), eq(devices.isArchived, 0), ne(devices.deviceState, 'VER')))
    .orderBy(asc(devices.name), asc(devices.guid));
}

/** The location's own playlists (normal ones, not channels). */
export function agencyPlaylists(db: Db, agency: string) {
  return db
    .select({ guid: playlists.guid, name: playlists.name, orientation: playlists.orientation })
    .from(playlists)
    .where(and(eq(playlists.guidCompany, agency), eq(playlists.channel, 0)))
    .orderBy(asc(playlists.name), asc(playlists.guid));
}

export async function loadEditorValues(db: Db, agency: string, offerId: string): Promise<OfferEditorField[]> {
  const [row] = await db
    .select({ fields: offerEditorValues.fields })
    .from(offerEditorValues)
    .where(and(eq(offerEditorValues.guidCompany, agency), eq(offerEditorValues.offerId, offerId)));
  return (row?.fields as OfferEditorField[] | undefined) ?? [];
}

export async function saveEditorValues(
  db: Db,
  agency: string,
  offerId: string,
  fields: OfferEditorField[],
  now: number,
) {
  await db
    .insert(offerEditorValues)
    .values({ guidCompany: agency, offerId, fields, changed: new Date(now) })
    .onConflictDoUpdate({
      target: [offerEditorValues.guidCompany, offerEditorValues.offerId],
      set: { fields, changed: new Date(now) },
    });
}
