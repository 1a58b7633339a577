import { companyCalls } from '@signage/shared/calls/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/companies/{guid}/offer-checks: the re-check of the location's running offers (times epoch ms). */
export interface OfferCheckList {
  checks: Array<{
    offerId: string;
    checkedAt: number;
    confirmedAt: number;
    failingSince: number | null;
    changeSummary: string | null;
    changedAt: number | null;
  }>;
  takenDown: Array<{ offerId: string; reason: string; at: number }>;
}

export const offerChecksQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['offers', 'checks', guid],
    queryFn: (): Promise<OfferCheckList> => call(companyCalls.offerChecks, { params: { id: guid } }),
  });

/** The last check, change and failing time per running offer, and the offers taken down. */
export const useOfferChecks = (guid: string) => useQuery(offerChecksQueryOptions(guid));
