import type { EvidenceOffer } from '@signage/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/save-blob';

/** A period of days (YYYY-MM-DD); empty: no bound. */
export interface EvidencePeriod {
  from: string;
  till: string;
}

const base = (guid: string) => `/v1/companies/${encodeURIComponent(guid)}`;
const periodQuery = (p: EvidencePeriod) =>
  new URLSearchParams(Object.entries(p).filter(([, v]) => v !== '')).toString();

export const evidenceOffersQueryOptions = (guid: string, period: EvidencePeriod) =>
  queryOptions({
    queryKey: ['offers', 'evidence', guid, period],
    queryFn: () => api.get<EvidenceOffer[]>(`${base(guid)}/evidence?${periodQuery(period)}`),
    placeholderData: keepPreviousData,
  });

/** The offers the archive holds for the location, within the period. */
export const useEvidenceOffers = (guid: string, period: EvidencePeriod) =>
  useQuery(evidenceOffersQueryOptions(guid, period));

/** The document "Nachweis der Schaufensterwerbung" of one offer as PDF or XLSX; errors go to the global snackbar. */
export const useDownloadEvidence = () =>
  useMutation({
    mutationFn: ({ guid, offerId, format }: { guid: string; offerId: string; format: 'pdf' | 'xlsx' }) =>
      downloadFile(
        `${base(guid)}/offers/${encodeURIComponent(offerId)}/evidence/${format}`,
        `nachweis-schaufenster.${format}`,
      ),
  });
