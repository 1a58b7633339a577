import type { HotelByNameRequest, HotelRequest } from '@signage/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchHotel, fetchHotelCountries, searchHotels } from './hotel-calls';
import { hotelKeys } from './keys';

/**
 * SPEC §8: a failed hotel call only ends the loading and the page shows its own short message (silent:
 * no global error snackbar); no retries, so a provider that is down answers quickly.
 */
const quiet = { meta: { silent: true }, retry: false, staleTime: 5 * 60_000 } as const;

/** The country filter's choices. */
export const useHotelCountries = (code: string | null) =>
  useQuery({ queryKey: hotelKeys.countries(code), queryFn: () => fetchHotelCountries(code), ...quiet });

/** The result list: asked once the search text is not empty; keeps the previous rows while typing. */
export const useHotelSearch = (request: HotelByNameRequest, code: string | null) =>
  useQuery({
    queryKey: hotelKeys.search(request, code),
    queryFn: () => searchHotels(request, code),
    enabled: request.name.trim() !== '',
    placeholderData: keepPreviousData,
    ...quiet,
  });

/** One hotel (null: none chosen). */
export const useHotel = (request: HotelRequest | null, code: string | null) =>
  useQuery({
    queryKey: hotelKeys.detail(request ?? { gid: '' }, code),
    queryFn: () => fetchHotel(request as HotelRequest, code),
    enabled: request !== null,
    ...quiet,
  });
