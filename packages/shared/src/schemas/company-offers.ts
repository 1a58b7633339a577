import { z } from 'zod';
import { isoDateSchema } from '../rules/opening-hours-schema.js';
import { guid } from './common.js';

/** POST /v1/companies/{id}/offer-code: the location's new offer code. */
export const offerCodeAnswer = z.object({ offerCode: z.string() });

/** GET /v1/companies/{id}/offers: one running offer of the location. */
export const runningOffer = z.object({
  guid,
  offerId: z.string(),
  name: z.string(),
  guidPlaylist: guid,
  playlistName: z.string(),
  activeFrom: z.number().nullable().describe('epoch ms'),
  activeTill: z.number().nullable().describe('epoch ms'),
  scans: z.number().int().describe('Scans des QR-Codes auf den Bildschirmen dieser Playlist'),
  scans24h: z.number().int().describe('davon in den letzten 24 Stunden'),
  hotelName: z.string().nullable().describe('Hotel laut der zuletzt bestätigten Angebotsdaten'),
  destination: z.string().nullable(),
  travelDates: z.string().nullable().describe('Reisezeitraum TT.MM.JJJJ – TT.MM.JJJJ'),
});

const epoch = z.number().describe('epoch ms');
/** GET /v1/companies/{id}/offer-checks: the provider checks of the running offers and the offers taken down. */
export const offerCheckListAnswer = z.object({
  checks: z.array(
    z.object({
      offerId: z.string(),
      checkedAt: epoch,
      confirmedAt: epoch,
      failingSince: epoch.nullable(),
      changeSummary: z.string().nullable(),
      changedAt: epoch.nullable(),
    }),
  ),
  takenDown: z.array(z.object({ offerId: z.string(), reason: z.string(), at: epoch })),
});

/** GET /v1/companies/{id}/evidence: the archive, optionally for a period. */
export const evidenceRangeQuery = z.object({ from: isoDateSchema.optional(), till: isoDateSchema.optional() });
/** GET /v1/companies/{id}/offers/{offerId}/evidence…: one offer's evidence. */
export const evidenceParams = z.object({ id: guid, offerId: z.string().min(1).max(100) });
