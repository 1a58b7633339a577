/** GET /v1/companies/{id}/evidence: one offer of the location's archive "Nachweis Schaufenster". */
export interface EvidenceOffer {
  offerId: string;
  hotelName: string;
  destination: string;
  /** From the first placement's start to the take-down or the last placement's end (ISO). */
  from: string;
  till: string;
  versions: number;
  takenDown: boolean;
}
