import { operatorPortalCalls } from '@signage/shared/calls/operator-portal';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiDownload } from '../../lib/api-client';
import { call, urlOfCall } from '../../lib/call';
import { downloadFile } from '../../lib/save-blob';
import type { OperatorReportFilter } from './get-operator-report';

/** The proof of one of the operator's offers (the server decides the scope): its images, its archive records. */

const offerOf = (offerId: string | null, filter: OperatorReportFilter) => ({
  params: { offerId: offerId ?? '' },
  query: { from: filter.from, to: filter.to },
});

/** GET /v1/operator/offers/:offerId/images: the images that ran, where and when. */
export const useOfferImages = (offerId: string | null, filter: OperatorReportFilter) =>
  useQuery({
    queryKey: ['operator', 'offer-images', offerId, filter.from, filter.to] as const,
    queryFn: () => call(operatorPortalCalls.offerImages, offerOf(offerId, filter)),
    enabled: !!offerId,
  });

/** GET /v1/operator/offers/:offerId/evidence: the archive's records with their seals. */
export const useOfferEvidence = (offerId: string | null, filter: OperatorReportFilter) =>
  useQuery({
    queryKey: ['operator', 'offer-evidence', offerId, filter.from, filter.to] as const,
    queryFn: () => call(operatorPortalCalls.offerEvidence, offerOf(offerId, filter)),
    enabled: !!offerId,
  });

/**
 * An image address of the answers above as an address the page can show (the request needs the sign-in, an <img>
 * cannot send it): fetched as a file, shown from memory, released when no longer shown.
 */
export function useImageAddress(path: string): string | null {
  const query = useQuery({
    queryKey: ['operator', 'image', path] as const,
    queryFn: async () => (await apiDownload(path)).blob,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const url = URL.createObjectURL(query.data);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [query.data]);
  return address;
}

/** The full image as a file (PNG as archived). */
export const useDownloadOfferImage = () =>
  useMutation({
    mutationFn: (image: { url: string; sha256: string }) =>
      downloadFile(image.url, `bild-${image.sha256.slice(0, 12)}.png`),
  });

/** GET /v1/operator/report/pdf: the report as PDF (same query as the report). */
export const useDownloadOperatorPdf = () =>
  useMutation({
    mutationFn: (filter: OperatorReportFilter) =>
      downloadFile(urlOfCall(operatorPortalCalls.reportPdf, { query: filter }), 'nachweise.pdf'),
  });
