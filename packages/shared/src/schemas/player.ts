import { z } from 'zod';

export const DEVICE_KEY_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const DEVICE_SECRET_HEADER = 'x-device-secret';

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
  }),
  playlist: z.object({ guid: z.string(), name: z.string(), orientation: z.string(), maxLength: z.number() }).nullable(),
  /** In play order; linked playlists and channels expanded in place. */
  items: z.array(playerItem),
});
export type PlayerResponse = z.infer<typeof playerResponse>;
