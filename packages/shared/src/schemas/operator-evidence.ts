import { z } from 'zod';
import { operatorReportQuery } from './operators.js';

/**
 * The operator portal's proof of one offer, so an operator can show what ran: the images and the records of the
 * evidence archive, only from the agencies that consent, from their start day, named or as postcode area only.
 */

/** An offer of the operator's report rows (its offer number). */
export const operatorOfferParams = z.object({
  offerId: z.string({ error: 'Die Angebotsnummer fehlt' }).min(1, { error: 'Die Angebotsnummer fehlt' }).max(100, {
    error: 'Die Angebotsnummer darf höchstens 100 Zeichen lang sein',
  }),
});
export const operatorImageParams = operatorOfferParams.extend({
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, { error: 'Unbekanntes Bild' })
    .describe('SHA-256 des Bildes'),
});
export const operatorImageQuery = z.object({
  size: z.enum(['thumb', 'full'], { error: 'Unbekannte Größe' }).default('full').describe('thumb: Vorschau (JPEG)'),
});
/** The period of the report (from, to); grouping and step do not matter here. */
export const operatorOfferQuery = operatorReportQuery;

/** Where and when: the agency (its name only where it consents to names, else 'PLZ-Gebiet 12'). */
const place = {
  label: z.string().describe('Agentur, oder „PLZ-Gebiet 12“ bei Freigabe „nur Region“'),
  context: z.string().describe('„nur Region“ oder leer'),
};
const ran = {
  firstPlay: z.string().describe('Erste Wiedergabe im freigegebenen Zeitraum (ISO)'),
  lastPlay: z.string().describe('Letzte Wiedergabe (ISO)'),
};

export const operatorOfferImages = z.object({
  offerId: z.string(),
  images: z.array(
    z.object({
      sha256: z.string().describe('Prüfsumme der Bilddatei: die geladene Datei hat genau diese'),
      side: z.enum(['h', 'v']).describe('h: quer, v: hoch'),
      bytes: z.number().int(),
      hotelName: z.string(),
      destination: z.string(),
      url: z.string(),
      thumbUrl: z.string(),
      places: z.array(z.object({ ...place, ...ran })),
    }),
  ),
});
export type OperatorOfferImages = z.infer<typeof operatorOfferImages>;

const seal = {
  seq: z.number().int().describe('Nummer des Eintrags in der Hash-Kette des Archivs'),
  hash: z.string().describe('SHA-256 des Eintrags (Siegel)'),
  prevHash: z.string().describe('SHA-256 des vorigen Eintrags'),
};

export const operatorOfferEvidence = z.object({
  offerId: z.string(),
  checkedAt: z.string(),
  chainIntact: z.boolean().describe('Ob die Hash-Kette des Archivs bei dieser Anfrage unverändert war'),
  records: z.array(
    z.object({
      ...place,
      ...seal,
      ...ran,
      recordedAt: z.string().describe('Wann die Version ins Archiv kam (ISO)'),
      stand: z.string(),
      provider: z.string(),
      answerSha256: z.string().describe('SHA-256 der Antwort des Anbieters'),
      fields: z.object({
        hotelName: z.string(),
        destination: z.string(),
        region: z.string(),
        stars: z.number(),
        price: z.number(),
        priceInfo: z.string(),
        departureDate: z.string(),
        arrivalDate: z.string(),
        nights: z.number(),
        board: z.string(),
        roomType: z.string(),
        departureAirport: z.string(),
      }),
      images: z.array(z.object({ ...seal, side: z.enum(['h', 'v']), sha256: z.string(), bytes: z.number().int() })),
    }),
  ),
  checks: z.array(
    z.object({
      ...place,
      ...seal,
      at: z.string(),
      kind: z.enum(['recheck', 'takedown']),
      result: z.string(),
      text: z.string().describe('Änderung oder Grund der Abnahme'),
    }),
  ),
});
export type OperatorOfferEvidence = z.infer<typeof operatorOfferEvidence>;
