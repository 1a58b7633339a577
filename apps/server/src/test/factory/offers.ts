import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import { ensureOfferCode } from '../../modules/companies/offer-code.js';
import type { Harness } from '../harness.js';
import { addDevice } from './devices.js';
import { addPlaylist } from './playlists.js';

/** Test setup for the offer tool: a location with an advisoryId, code, screens and their playlists. */
export async function offerAgency(h: Harness, location: string, advisoryId: string) {
  const db = h.database.db;
  await db.update(companies).set({ advisoryId }).where(eq(companies.guid, location));
  const code = await ensureOfferCode(db, location);
  const playlistH = await addPlaylist(db, { guidCompany: location, name: `${advisoryId} quer` });
  const playlistV = await addPlaylist(db, {
    guidCompany: location,
    name: `${advisoryId} hoch`,
    orientation: 'vertical',
  });
  // A portrait screen (the vertical image's group) and a landscape one (the horizontal image's), each on its playlist.
  const deviceInVGroup = await addDevice(db, {
    guidCompany: location,
    orientation: 'vertical',
    guidPlaylist: playlistV,
  });
  const deviceInHGroup = await addDevice(db, {
    guidCompany: location,
    orientation: 'horizontal',
    guidPlaylist: playlistH,
  });
  return { location, advisoryId, code, playlistH, playlistV, deviceInVGroup, deviceInHGroup };
}
export type OfferAgency = Awaited<ReturnType<typeof offerAgency>>;

/** POST to an offer call of a mode ('pcstd' standard, 'pcbosis' BOSIS) from a fixed source address. */
export function offerCall(
  h: Harness,
  call: string,
  payload: object,
  options: { mode?: 'pcstd' | 'pcbosis'; ip?: string } = {},
) {
  return h.app.inject({
    method: 'POST',
    url: `/v1/${options.mode ?? 'pcstd'}/${call}`,
    payload,
    remoteAddress: options.ip ?? '198.51.100.7',
  });
}

/** The body fields naming agency and offer. */
export const target = (a: OfferAgency, offerId = '1000') => ({
  code: a.code,
  advisoryId: a.advisoryId,
  provider: 'demo',
  offerId,
});

/** An offer of the documented HTTP provider shape (docs/OFFER-PROVIDER.md), for tests with a local provider. */
export const providerOffer = (id: string, gallery: string[] = []) => ({
  id,
  hotelName: 'Hotel Testküste',
  destination: 'Kreta',
  region: 'Chersonissos',
  stars: 4,
  price: 1299,
  priceInfo: 'pro Person',
  departureDate: '2026-07-01',
  arrivalDate: '2026-07-08',
  nights: 7,
  board: 'Halbpension',
  roomType: 'Doppelzimmer',
  departureAirport: 'ab Köln',
  gallery,
  offerHost: 'Reisebüro Test',
});
