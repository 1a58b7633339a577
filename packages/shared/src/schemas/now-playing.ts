import { z } from 'zod';
import { guid } from './common.js';

/**
 * Now playing and a screen's picture on request. The web player tells the server which item it starts showing (POST
 * /api/showing, a light notice); Android players only report finished plays (POST /api/plays), so for them the last
 * reported play is shown, never 'läuft gerade'.
 */

/** Body of POST /api/showing: the item the screen starts showing now. */
export const showingNotice = z.object({
  item: guid.describe('GUID des Playlist-Eintrags, der jetzt gezeigt wird / the item shown from now on'),
  start: z
    .number({ error: 'Die Startzeit (start) fehlt oder ist keine Zahl' })
    .int({ error: 'Die Startzeit muss in ganzen Millisekunden angegeben sein' })
    .min(0, { error: 'Die Startzeit darf nicht negativ sein' })
    .describe('Beginn der Anzeige, Epoch-Millisekunden auf der Serveruhr / start, epoch ms on the server clock'),
  name: z
    .string({ error: 'Der Name muss ein Text sein' })
    .max(200, { error: 'Der Name darf höchstens 200 Zeichen lang sein' })
    .optional()
    .describe('Name des Eintrags, wie der Player ihn kennt / the item name as the player knows it'),
});
export type ShowingNotice = z.infer<typeof showingNotice>;

/**
 * What a screen shows now, or showed last, from what it told the server; in its off-time (kind 'off', 'aus
 * (Ruhezeit)') and during an announcement (kind 'announcement': item is its guid, name its text) from what the
 * server knows, even before the screen reports.
 */
export const nowPlaying = z.object({
  kind: z.enum(['item', 'announcement', 'off']),
  item: z.string(),
  name: z.string(),
  /** IMAGE, VIDEO, WEB …; null when the item is gone. */
  type: z.string().nullable(),
  /** The item's thumbnail (a small data: URL), null when it has none. */
  thumb: z.string().nullable(),
  /** When the showing (the announcement, the off-time) began (epoch ms); null: an off-time of unknown start. */
  since: z.number().nullable(),
  /** null: the screen said it shows the item from `since` on (web player); else when the last reported play ended. */
  until: z.number().nullable(),
  /** 'läuft gerade': the screen said so (until null) and is online now. */
  live: z.boolean(),
});
export type NowPlaying = z.infer<typeof nowPlaying>;

/** Why a screen sent no picture: a web page item, a picture the browser may not read (other origin), nothing shown. */
export const SNAPSHOT_REASONS = ['WEB', 'BLOCKED', 'EMPTY'] as const;
export type SnapshotReason = (typeof SNAPSHOT_REASONS)[number];
/** The largest picture a screen may send (the web player aims at 100 KB). */
export const SNAPSHOT_MAX_BYTES = 200 * 1024;

export const snapshotUploadQuery = z.object({
  key: z.string().min(1, { error: 'Der Geräteschlüssel (key) fehlt' }).max(100),
  id: guid.describe('Die Kennung der Anforderung (device.snapshotRequest.id der Playlist-Antwort)'),
  reason: z
    .enum(SNAPSHOT_REASONS, { error: 'Unbekannter Grund (WEB, BLOCKED oder EMPTY)' })
    .optional()
    .describe(
      'Statt eines Bildes: WEB = eine Webseite wird gezeigt, BLOCKED = das Bild darf nicht gelesen werden, EMPTY = ' +
        'nichts zu sehen / instead of a picture: web page shown, picture not readable, nothing shown',
    ),
});

/** GET/POST /v1/devices/{id}/snapshot: the pending request and the latest answer of the screen. */
export const deviceSnapshot = z.object({
  /** A request the screen has not answered yet. */
  pending: z.object({ id: z.string(), requested: z.number() }).nullable(),
  /** The latest answer: a JPEG (data URL) or a reason instead; null before the first. */
  latest: z
    .object({
      at: z.number(),
      picture: z.string().nullable(),
      reason: z.enum(SNAPSHOT_REASONS).nullable(),
    })
    .nullable(),
});
export type DeviceSnapshot = z.infer<typeof deviceSnapshot>;

export const snapshotUploadResult = z.object({ stored: z.boolean() });
