import { z } from 'zod';
import { PLAYS_PER_BATCH, REPORT_MAX_DAYS } from '../rules/plays.js';
import { guid } from './common.js';

/** Body of POST /api/plays: one batch of shown items; entries are checked one by one (rules/plays.ts). */
export const playBatch = z
  .object({
    batchId: z
      .string({ error: 'Die Kennung des Pakets (batchId) fehlt' })
      .min(1, { error: 'Die Kennung des Pakets (batchId) fehlt' })
      .max(100, { error: 'Die Kennung des Pakets darf höchstens 100 Zeichen lang sein' })
      .describe('Kennung des Pakets, vom Player gewählt (z. B. eine UUID); ein erneut gesendetes Paket zählt einmal'),
    plays: z
      .array(z.unknown(), { error: 'plays muss eine Liste sein' })
      .max(PLAYS_PER_BATCH, { error: `Höchstens ${PLAYS_PER_BATCH} Einträge je Paket` })
      .describe(
        'Die gezeigten Einträge: {item: GUID des Playlist-Eintrags, start: Epoch-ms, seconds: Anzeigedauer, name?: Name}',
      ),
  })
  .meta({
    examples: [
      {
        batchId: '5b0e2a57-3f7c-4c51-9d0e-3a6f3b1f9c21',
        plays: [
          { item: '0f8fad5b-d9cb-469f-a165-70867728950e', start: 1780308000000, seconds: 10 },
          { item: '7c9e6679-7425-40de-944b-e07fc1f90ae7', start: 1780308010000, seconds: 12.5, name: 'Mallorca' },
        ],
      },
    ],
  });
export type PlayBatch = z.infer<typeof playBatch>;

export const refusedPlay = z.object({
  index: z.number().int().describe('Position des Eintrags in plays (ab 0)'),
  field: z.string(),
  message: z.string(),
});

export const playBatchResult = z.object({
  accepted: z.number().int().describe('Gespeicherte Einträge'),
  duplicate: z.boolean().describe('true: dieses Paket war schon angekommen, nichts wurde ein zweites Mal gezählt'),
});
/** 400 of POST /api/plays: entries refused one by one (details), or a body that is no batch at all (no details). */
export const playBatchRefused = z.object({
  success: z.literal(false),
  error: z.looseObject({
    code: z.string(),
    message: z.string(),
    details: playBatchResult
      .extend({ refused: z.array(z.object({ index: z.number(), field: z.string(), message: z.string() })) })
      .optional(),
  }),
});

export const REPORT_GROUPS = ['network', 'location', 'screen', 'item', 'offer', 'operator'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_GROUP_LABELS: Record<ReportGroup, string> = {
  network: 'Netzwerk',
  location: 'Standort',
  screen: 'Bildschirm',
  item: 'Eintrag',
  offer: 'Angebot',
  operator: 'Veranstalter',
};

const day = z.iso.date({ error: 'Datum im Format JJJJ-MM-TT' });

export const reportQuery = z
  .object({
    from: day.describe('Erster Tag (JJJJ-MM-TT, deutsche Zeit)'),
    to: day.describe('Letzter Tag, eingeschlossen'),
    by: z.enum(REPORT_GROUPS, { error: 'Unbekannte Gruppierung' }).default('item'),
    network: guid.optional().describe('nur dieses Netzwerk'),
  })
  .refine((q) => q.from <= q.to, { error: 'Der letzte Tag liegt vor dem ersten', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    error: 'Der Zeitraum darf höchstens 25 Monate umfassen',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

const figures = {
  plays: z.number().int(),
  /** Seconds shown (fractions from the players' reports). */
  seconds: z.number(),
  /** Of those, the plays and seconds reported with the screen's device secret (operator-grade proof). */
  securedPlays: z.number().int(),
  securedSeconds: z.number(),
};

export const reportRow = z.object({
  /** The group's key: a guid, an offer id or a tour operator's name (null: none, e.g. items without offer). */
  key: z.string().nullable(),
  label: z.string(),
  /** Where it belongs ('Netzwerk › Standort' for a screen or location), '' when nothing to add. */
  context: z.string(),
  ...figures,
  /** QR scans of the offer in the period (offer rows only). */
  scans: z.number().int().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const playReport = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_GROUPS),
  rows: z.array(reportRow),
  total: z.object(figures),
  /** One point per day of the period (days without plays are 0). */
  series: z.array(z.object({ day: z.string(), ...figures })),
  /** Reports of the period in the scope that were refused (not counted) or clipped, with their reasons. */
  discarded: z.object({
    refused: z.number().int(),
    clipped: z.number().int(),
    reasons: z.array(z.object({ reason: z.string(), message: z.string(), count: z.number().int() })),
  }),
});
export type PlayReport = z.infer<typeof playReport>;
