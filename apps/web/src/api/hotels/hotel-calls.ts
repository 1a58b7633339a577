import {
  type Country,
  HOTEL_API,
  type Hotel,
  type HotelByNameRequest,
  type HotelRequest,
  type HotelSummary,
} from '@signage/shared';
import { apiRequest } from '../../lib/api-client';

/**
 * A hotel viewer call. With a location's offer code (the page URL's `code`) it goes without login and a
 * 401 must not send anyone to /login; without a code the signed-in session (RIGHT_COMP_HOTEL_VIEWER) asks.
 */
const hotelCall = <T>(path: string, code: string | null, body?: unknown) =>
  apiRequest<T>(code ? `${path}?${new URLSearchParams({ code })}` : path, {
    method: body === undefined ? 'GET' : 'POST',
    body,
    public: code !== null,
  });

/** GET grequest/countries: the countries the directory has hotels in (German names). */
export const fetchHotelCountries = (code: string | null) => hotelCall<Country[]>(HOTEL_API.countries, code);

/** POST grequest/hotelbyname: typo-tolerant search, ranked, at most HOTEL_SEARCH_LIMIT results. */
export const searchHotels = (request: HotelByNameRequest, code: string | null) =>
  hotelCall<HotelSummary[]>(HOTEL_API.hotelByName, code, request);

/** POST grequest/hotel: one hotel with pictures, map, climate and texts (vc = the provider's content). */
export const fetchHotel = (request: HotelRequest, code: string | null) =>
  hotelCall<Hotel>(HOTEL_API.hotel, code, request);
