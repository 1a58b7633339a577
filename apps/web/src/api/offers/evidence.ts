import type { EvidenceOffer } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, urlOfCall } from '../../lib/call';
import { downloadFile } from '../../lib/save-blob';

/** A period of days (YYYY-MM-DD); empty: no bound. */
export interface EvidencePeriod {
  from: string;
  till: string;
}

/** The period's bounds that are set (an empty one is left out of the query). */
const periodQuery = (p: EvidencePeriod) => ({ from: p.from || undefined, till: p.till || undefined });
const documents = { pdf: companyCalls.offerEvidencePdf, xlsx: companyCalls.offerEvidenceXlsx };

export const evidenceOffersQueryOptions = (guid: string, period: EvidencePeriod) =>
  queryOptions({
    queryKey: ['offers', 'evidence', guid, period],
    // The route names no answer schema (its list is the archive's, see evidence/report.ts).
    queryFn: () =>
      call(companyCalls.evidence, { params: { id: guid }, query: periodQuery(period) }) as Promise<EvidenceOffer[]>,
    placeholderData: keepPreviousData,
  });

/** The offers the archive holds for the location, within the period. */
export const useEvidenceOffers = (guid: string, period: EvidencePeriod) =>
  useQuery(evidenceOffersQueryOptions(guid, period));

/** The document "Nachweis der Schaufensterwerbung" of one offer as PDF or XLSX; errors go to the global snackbar. */
export const useDownloadEvidence = () =>
  useMutation({
    mutationFn: ({ guid, offerId, format }: { guid: string; offerId: string; format: 'pdf' | 'xlsx' }) =>
      downloadFile(urlOfCall(documents[format], { params: { id: guid, offerId } }), `nachweis-schaufenster.${format}`),
  });
