import type { HotelByNameRequest, HotelRequest } from '@signage/shared';

/** The query keys of the hotel viewer; `code` is part of each key (another code may see another answer). */
export const hotelKeys = {
  all: ['hotels'] as const,
  countries: (code: string | null) => ['hotels', 'countries', code] as const,
  search: (request: HotelByNameRequest, code: string | null) => ['hotels', 'search', request, code] as const,
  detail: (request: HotelRequest, code: string | null) => ['hotels', 'detail', request, code] as const,
};
