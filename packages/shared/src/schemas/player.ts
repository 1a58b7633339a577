import { z } from 'zod';
import { itemScheduleSchema } from '../rules/opening-hours-schema.js';
import { playerAnnouncement } from './announcements.js';

export const DEVICE_KEY_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const DEVICE_SECRET_HEADER = 'x-device-secret';
/** The headers a screen's report may carry: its secret, where its network asks for one. */
export const deviceSecretHeaders = z.looseObject({ [DEVICE_SECRET_HEADER]: z.string().max(200).optional() });

const count = z.coerce
  .number({ error: 'Muss eine Zahl sein' })
  .int({ error: 'Muss eine ganze Zahl sein' })
  .min(0, { error: 'Darf nicht negativ sein' })
  .max(Number.MAX_SAFE_INTEGER);

/** Query of GET /api/playlist, the call every screen polls. */
export const playerQuery = z.object({
  key: z
    .string({ error: 'Der Parameter key (GUID des Geräts) fehlt' })
    .regex(DEVICE_KEY_PATTERN, { error: 'Der Parameter key muss die GUID des Geräts sein' })
    .describe('GUID of the device (its key). An unknown GUID registers a new device (state NEW).'),
  version: z.string().max(100).optional().describe('Version of the player app; stored as clientVersionString.'),
  diskUsageCurrent: count.optional().describe('Used storage on the player (any unit, same as diskUsageMax).'),
  diskUsageMax: count.optional().describe('Total storage on the player.'),
  time: z.string().max(50).optional().describe('Cache buster of older players; ignored.'),
});
export type PlayerQuery = z.infer<typeof playerQuery>;

/** Headers of GET /api/playlist (all others pass through). */
export const playerHeaders = z.looseObject({
  [DEVICE_SECRET_HEADER]: z
    .string()
    .max(200)
    .optional()
    .describe('Per-device secret (POST /v1/devices/{id}/secret); required when the network sets deviceSecretRequired.'),
  'if-none-match': z.string().max(1000).optional().describe('The last ETag received; an unchanged answer is 304.'),
});

export const playerItem = z.object({
  id: z.number(),
  guid: z.string(),
  guidPlaylist: z.string(),
  orderNr: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  type: z.enum(['IMAGE', 'VIDEO', 'WEB']),
  mime: z.string().nullable(),
  /** Stored file name (IMAGE/VIDEO) or the web address (WEB). */
  localFileName: z.string().nullable(),
  /** Absolute address to load: the media file (the web MP4 for videos once converted) or the web address. */
  localAbsoluteFileName: z.string().nullable(),
  size: z.number(),
  /** Seconds. */
  duration: z.number(),
  md5: z.string().nullable(),
  config: z.string().nullable(),
  active: z.literal(1),
  /** Epoch ms; a future value means: play from then on (switch locally, no new poll needed). */
  activeFrom: z.number().nullable(),
  /** Epoch ms; the item is left out once this has passed. */
  activeTill: z.number().nullable(),
  readOnly: z.number(),
  /** For items of a linked playlist or channel: that playlist's guid. */
  fromPlayList: z.string().nullable(),
  tags: z.string(),
  /**
   * Only on items for one orientation ('horizontal' / 'vertical', e.g. the two images of an offer); the answer
   * already leaves out the items for the other orientation than this device's. Absent: every screen.
   */
  orientation: z.enum(['horizontal', 'vertical']).optional(),
});
export type PlayerItem = z.infer<typeof playerItem>;

/** A stretch of time [from, till) in epoch ms. */
export const playerWindow = z
  .object({
    from: z.number().describe('Beginn (epoch ms, einschließlich) / start (epoch ms, inclusive).'),
    till: z.number().describe('Ende (epoch ms, ausschließlich) / end (epoch ms, exclusive).'),
  })
  .describe('Zeitfenster / time window [from, till)');

export const playerUpcomingItem = playerItem
  .extend({
    plays: z
      .array(playerWindow)
      .describe(
        'Wann der Eintrag in [upcoming.from, upcoming.till) spielt: Zeitplan geschnitten mit activeFrom/activeTill, ' +
          'aufsteigend, ohne Überlappung / when the item plays within [upcoming.from, upcoming.till): its schedule ' +
          'intersected with activeFrom/activeTill, ascending, merged.',
      ),
    schedule: itemScheduleSchema
      .optional()
      .describe(
        "Der Zeitplan des Eintrags (fehlt bei 'immer'); maßgeblich ist plays / the item's schedule (absent when " +
          "always); plays is authoritative. kind: 'times' (days 'mo'…'so', spans 'HH:MM'), 'open' (nur während der " +
          "Öffnungszeiten / only while open), 'closed' (nur außerhalb / only while closed).",
      ),
  })
  .describe('Eintrag mit seinen Spielzeiten / item with its playing windows');

export const playerUpcoming = z
  .object({
    from: z
      .number()
      .describe(
        'Beginn der aktuellen Phase (epoch ms): seitdem ist die Antwort unverändert; höchstens 6 h alt / start of ' +
          'the current phase (epoch ms): the answer has not changed since; at most 6 h ago.',
      ),
    till: z.number().describe('from + 24 h (epoch ms).'),
    items: z
      .array(playerUpcomingItem)
      .describe(
        'Jeder Eintrag, der irgendwann in [from, till) spielt, in Abspielreihenfolge / every item that plays at ' +
          'some instant of [from, till), in loop order.',
      ),
  })
  .describe(
    'Die Einträge der nächsten 24 Stunden mit ihren Zeitplänen, damit der Player ohne Verbindung selbst umschaltet ' +
      '/ the items of the next 24 hours with their schedules, so an offline player switches by itself.',
  );

export type PlayerUpcoming = z.infer<typeof playerUpcoming>;
export type PlayerUpcomingItem = z.infer<typeof playerUpcomingItem>;

export const playerPower = z
  .object({
    on: z
      .boolean()
      .describe(
        'Ob der Bildschirm zu Beginn der Phase (upcoming.from) an sein soll / whether the screen should be on at ' +
          'the phase start.',
      ),
    windows: z
      .array(playerWindow)
      .describe('Einschaltzeiten in [upcoming.from, upcoming.till) / on-windows within that range.'),
    nextChange: z
      .number()
      .nullable()
      .describe('Nächster Wechsel von on (epoch ms); null: keiner / next instant `on` changes; null: never.'),
  })
  .describe(
    "Einschaltzeit des Bildschirms (Standard: Öffnungszeiten, 30 min vor Öffnung bis 30 min nach Schließung; 'immer " +
      "an'; eigene Zeiten); Standort ohne Öffnungszeiten: immer an / the screen's on-time (default: opening hours, " +
      '30 min before opening till 30 min after closing; always; own times); no opening hours: always on.',
  );

export type PlayerPower = z.infer<typeof playerPower>;

export const playerResponse = z.object({
  /** Server time (epoch ms) of this answer; not part of the ETag. */
  serverTime: z.number(),
  /** The ETag of this answer (also in the ETag header). */
  etag: z.string(),
  device: z.object({
    guid: z.string(),
    name: z.string(),
    stageName: z.string(),
    orientation: z.string(),
    maxDuration: z.number().nullable(),
    screenNumber: z.string().nullable(),
    jsonMonitor: z.object({ vis: z.boolean(), x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
    appVersion: z.object({ name: z.string(), url: z.string() }).nullable(),
    snapshotRequest: z
      .object({ id: z.string() })
      .optional()
      .describe(
        'Nur solange das Personal ein Bild angefordert hat: der Player sendet, was er gerade zeigt, als JPEG an ' +
          'POST /api/snapshot?key=&id= (ältere Player ignorieren das Feld) / only while staff asked for a picture: ' +
          'the player posts what it shows as a JPEG to POST /api/snapshot?key=&id= (older players ignore it).',
      ),
    glassRequest: z
      .object({ id: z.string() })
      .optional()
      .describe(
        'Nur solange das Personal eine Glasprüfung angefordert hat: der Player sendet ein kleines Bild des gezeigten ' +
          'Bildes an POST /api/plays/glass mit requestId / only while staff asked for a glass check.',
      ),
  }),
  playlist: z.object({ guid: z.string(), name: z.string(), orientation: z.string(), maxLength: z.number() }).nullable(),
  /** In play order; linked playlists and channels expanded in place. */
  items: z
    .array(playerItem)
    .describe(
      'Was jetzt spielt (nach Zeitplan und Öffnungszeiten des Standorts), in Abspielreihenfolge / what plays now ' +
        "(by schedule and the location's opening hours), in loop order.",
    ),
  upcoming: playerUpcoming,
  power: playerPower,
  announcement: playerAnnouncement.optional(),
});
export type PlayerResponse = z.infer<typeof playerResponse>;
