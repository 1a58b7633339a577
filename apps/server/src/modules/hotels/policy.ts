/**
 * Who may use the hotel viewer (SPEC §7 "Offer and hotel"):
 *
 * - a signed-in user whose role holds RIGHT_COMP_HOTEL_VIEWER (seeded for staff and travel agents), or
 * - anyone with a location's offer code in the query parameter `code` (the offer tool opens the viewer;
 *   wrong codes count against the source address like the offer calls', modules/offers/agency.ts);
 * - without either: 401; signed in without the right and without a code: 403.
 *
 * Importing hotels is the system page's business: RIGHT_COMP_VISIBLE_ROLES (route access, calls/hotels.ts) and an
 * administrator (system/service.ts assertAdministrator).
 */
import type { Actor } from '../../context.js';
import { hasRight } from '../../lib/rights.js';

export const canUseHotelViewer = (actor: Actor | null) => actor !== null && hasRight(actor, 'RIGHT_COMP_HOTEL_VIEWER');

export type HotelAccess = 'user' | 'code' | 'forbidden' | 'anonymous';

/** Which way a request gets in (or why not), before the code is checked. */
export function hotelAccess(actor: Actor | null, code: string | undefined): HotelAccess {
  if (canUseHotelViewer(actor)) return 'user';
  if (code) return 'code';
  return actor ? 'forbidden' : 'anonymous';
}
