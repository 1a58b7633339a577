/**
 * The offer tool link a booking system gets for a location: its code and advisoryId; the booking system
 * appends offerId (or rectID) and provider per offer.
 */
export function offerToolLink(origin: string, code: string, advisoryId: string | null | undefined): string {
  const params = new URLSearchParams();
  if (advisoryId?.trim()) params.set('advisoryId', advisoryId.trim());
  params.set('code', code);
  return `${origin}/pc/addImage?${params.toString()}`;
}
