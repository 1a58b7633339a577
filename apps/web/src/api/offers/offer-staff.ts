import type { Company } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** One offer item of the location (GET /v1/companies/{guid}/offers). */
export interface RunningOffer {
  guid: string;
  offerId: string;
  name: string;
  guidPlaylist: string;
  playlistName: string;
  /** epoch ms */
  activeFrom: number | null;
  activeTill: number | null;
  /** Scans of the offer's QR code on this playlist's screens (all, and in the last 24 hours). */
  scans: number;
  scans24h: number;
  /** What the offer is (the data last confirmed by the provider); null when the re-check does not know it. */
  hotelName: string | null;
  destination: string | null;
  /** 'DD.MM.YYYY – DD.MM.YYYY' */
  travelDates: string | null;
}

/** POST /v1/companies/{guid}/offer-code: a new code; the old one stops working at once. */
export const regenerateOfferCode = (guid: string) => call(companyCalls.offerCode, { params: { id: guid } });

/** Puts the new code into the location's cached answer (the master data show it). */
export const useRegenerateOfferCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateOfferCode,
    onSuccess: ({ offerCode }, guid) =>
      queryClient.setQueryData<Company>(['companies', 'detail', guid], (old) => (old ? { ...old, offerCode } : old)),
  });
};

export const runningOffersQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['offers', 'running', guid],
    queryFn: (): Promise<RunningOffer[]> => call(companyCalls.offers, { params: { id: guid } }),
  });

/** The location's running offers with their periods. */
export const useRunningOffers = (guid: string) => useQuery(runningOffersQueryOptions(guid));
