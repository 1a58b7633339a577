import { type HotelImportStatus, hotelImportStarted } from '@signage/shared';
import { hotelCalls } from '@signage/shared/calls/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, urlOfCall } from '../../lib/call';
import { resourceKeys } from '../query-keys';

/** The query keys of the hotel import runs (System → Hotels). */
export const hotelImportKeys = resourceKeys('hotelImport');

/** POST target of the upload (multipart field `file`, one .jsonl file): 202 with the run's id. */
export const HOTEL_IMPORT_UPLOAD_URL = urlOfCall(hotelCalls.startImport);
export const HOTEL_IMPORT_FIELD = 'file';
/** How often a running import is asked for its status. */
export const HOTEL_IMPORT_POLL_MS = 1000;

/** The run's id from the upload's answer; null when the answer is not the contract's {id}. */
export function hotelImportIdOf(answer: unknown): string | null {
  const parsed = hotelImportStarted.safeParse(answer);
  return parsed.success ? parsed.data.id : null;
}

export const isHotelImportFinished = (status: HotelImportStatus | undefined) =>
  status !== undefined && status.state !== 'running';

/** GET /v1/hotels/import/{id}: how far the run got. */
export const fetchHotelImportStatus = (id: string) => call(hotelCalls.importStatus, { params: { id } });

export const hotelImportStatusQueryOptions = (id: string) =>
  queryOptions({ queryKey: hotelImportKeys.detail(id), queryFn: () => fetchHotelImportStatus(id) });

/** The status of run `id` (none: idle), asked every second until it is done or failed (or the call fails). */
export const useHotelImportStatus = (id: string | null) =>
  useQuery({
    ...hotelImportStatusQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.status === 'error' || isHotelImportFinished(query.state.data) ? false : HOTEL_IMPORT_POLL_MS,
  });

/** GET /v1/hotels/import: the latest runs, newest first (kept in the database, also across restarts). */
export const fetchHotelImports = () => call(hotelCalls.imports);

/** The newest run's id when the tab opens (null: none yet), so a run that ended or broke off meanwhile is shown. */
export const useLatestHotelImportId = () =>
  useQuery({
    queryKey: hotelImportKeys.lists(),
    queryFn: fetchHotelImports,
    select: (list) => list.items[0]?.id ?? null,
    staleTime: 0,
  });
