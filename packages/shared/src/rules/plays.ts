import { z } from 'zod';

/**
 * Proof of play: what a screen reports it showed, and the rules every report is checked against per entry (an entry
 * that breaks one is refused alone; the valid rest of its batch is kept).
 */

/** Entries per report batch at most (a player sends about one batch a minute). */
export const PLAYS_PER_BATCH = 1000;
/** A play may start at most this far after the server's clock (players' clocks drift). */
export const PLAY_CLOCK_SKEW_MS = 10 * 60_000;
/** How long hourly and daily rollups are kept: 25 months (a report compares a month with the year before). */
export const ROLLUP_MONTHS = 25;
/** The longest period one report covers, in days (25 months). */
export const REPORT_MAX_DAYS = 762;
/** Days of the reports are calendar days of this zone (the product's agencies are in Germany). */
export const REPORT_TIME_ZONE = 'Europe/Berlin';
const MAX_SECONDS = 86_400;

/** One shown item as the player reports it. */
export const playEntry = z.object({
  item: z
    .string({ error: 'Die GUID des Eintrags (item) fehlt' })
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
      error: 'item muss die GUID eines Playlist-Eintrags sein',
    })
    .describe('GUID des gezeigten Playlist-Eintrags (Feld guid der Playlist-Antwort)'),
  start: z
    .number({ error: 'Die Startzeit (start) fehlt oder ist keine Zahl' })
    .int({ error: 'Die Startzeit muss in ganzen Millisekunden angegeben sein' })
    .min(0, { error: 'Die Startzeit darf nicht negativ sein' })
    .describe('Beginn der Anzeige, Epoch-Millisekunden (UTC)'),
  seconds: z
    .number({ error: 'Die Anzeigedauer (seconds) fehlt oder ist keine Zahl' })
    .gt(0, { error: 'Die Anzeigedauer muss größer als 0 sein' })
    .max(MAX_SECONDS, { error: 'Die Anzeigedauer darf höchstens 86.400 Sekunden (ein Tag) betragen' })
    .describe('Wie lange der Eintrag zu sehen war, in Sekunden (Nachkommastellen erlaubt)'),
  name: z
    .string({ error: 'Der Name muss ein Text sein' })
    .max(200, { error: 'Der Name darf höchstens 200 Zeichen lang sein' })
    .optional()
    .describe('Name des Eintrags, wie der Player ihn kannte (gilt nur, wenn der Eintrag inzwischen gelöscht ist)'),
});
export type PlayEntry = z.infer<typeof playEntry>;

export interface RefusedPlay {
  /** Position of the entry in the batch's plays (from 0). */
  index: number;
  field: string;
  message: string;
}

export type CheckedPlay = { ok: true; play: PlayEntry } | { ok: false; refused: RefusedPlay };

/** Months back from `now` a play may lie (the rollups keep 25 months). */
const oldestStart = (now: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - ROLLUP_MONTHS);
  return d.getTime();
};

/** One entry of a batch, checked against the schema and the server's clock. */
export function checkPlay(value: unknown, index: number, now: number): CheckedPlay {
  const parsed = playEntry.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : 'Eintrag';
    const message = typeof value === 'object' && value !== null ? issue?.message : 'Ein Eintrag muss ein Objekt sein';
    return { ok: false, refused: { index, field, message: message ?? 'Ungültiger Eintrag' } };
  }
  const play = parsed.data;
  if (play.start + play.seconds * 1000 > now + PLAY_CLOCK_SKEW_MS)
    return { ok: false, refused: { index, field: 'start', message: 'Die Anzeige endet in der Zukunft' } };
  if (play.start < oldestStart(now))
    return {
      ok: false,
      refused: { index, field: 'start', message: 'Die Anzeige liegt mehr als 25 Monate zurück' },
    };
  return { ok: true, play: { ...play, item: play.item.toLowerCase() } };
}

/**
 * The tour operator (Veranstalter) of an offer from its provider data's offerHost ('Veranstalter: Demo-Reisen GmbH ·
 * Musterstraße 1 · …'): the first part before ' · ', a comma or a line break, without the 'Veranstalter:' label.
 */
export function tourOperatorOf(offerHost: string | null | undefined): string | null {
  const first = (offerHost ?? '').split(/\r?\n| · |,/)[0] ?? '';
  const name = first.replace(/^\s*Veranstalter\s*:\s*/i, '').trim();
  return name ? name.slice(0, 200) : null;
}
