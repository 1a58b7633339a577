import type { HotelByNameRequest, HotelRequest } from '@signage/shared';
import { type Call, type CallAnswer, callUrl } from '@signage/shared/calls/define';
import { hotelCalls } from '@signage/shared/calls/hotels';
import { apiRequest } from '../../lib/api-client';

/**
 * A hotel viewer call. With a location's offer code (the page URL's `code`) it goes without login and a
 * 401 must not send anyone to /login; without a code the signed-in session (RIGHT_COMP_HOTEL_VIEWER) asks. The
 * catalogue's access is public for both ways in (the server's hotel policy decides), so the request is built here:
 * call() would never send the session.
 */
const hotelCall = <C extends Call>(c: C, code: string | null, body?: unknown) =>
  apiRequest<CallAnswer<C>>(callUrl(c, { query: code ? { code } : {} }), {
    method: c.method,
    body,
    public: code !== null,
  });

/** GET grequest/countries: the countries the directory has hotels in (German names). */
export const fetchHotelCountries = (code: string | null) => hotelCall(hotelCalls.countries, code);

/** POST grequest/hotelbyname: typo-tolerant search, ranked, at most HOTEL_SEARCH_LIMIT results. */
export const searchHotels = (request: HotelByNameRequest, code: string | null) =>
  hotelCall(hotelCalls.hotelByName, code, request);

/** POST grequest/hotel: one hotel with pictures, map, climate and texts (vc = the provider's content). */
export const fetchHotel = (request: HotelRequest, code: string | null) => hotelCall(hotelCalls.hotel, code, request);
