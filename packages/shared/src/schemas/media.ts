import { z } from 'zod';
import { guid, shortText } from './common.js';
import { convertStatus, flag01 } from './playlists.js';

/** A media-library entry (SPEC §3 Media item). */
export const mediaItem = z.object({
  /** Any stored uuid (older data need not be RFC 4122 version 4). */
  guid: z.string(),
  name: z.string(),
  localFileName: z.string(),
  /** The playlist the file was uploaded to; the file lives at /media/{guidPlaylist}/{localFileName}. */
  guidPlaylist: z.string().nullable(),
  playListName: z.string().nullable(),
  size: z.number(),
  created: z.number(),
  type: z.string(),
  mime: z.string().nullable(),
  /** JSON text: width, height; for videos also duration, codec, audioCodec, and after conversion web. */
  mediaInfo: z.string(),
  convertStatus,
  convertStatusMessage: z.string().nullable(),
  companyGuid: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The network of the company (the company itself for a network). */
  networkGuid: z.string().nullable(),
  networkName: z.string().nullable(),
  uiUniqueId: z.string().nullable(),
  active: z.number().int(),
  tagArray: z.array(z.string()),
  md5: z.string().nullable(),
  url: z.string(),
  webUrl: z.string().nullable(),
  thumbUrl: z.string().nullable(),
  playable: z.boolean(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const companyMediaParams = z.object({ companyId: guid });
export const companyMedia = z.object({
  items: z.array(mediaItem),
  cntMedia: z.number().int(),
  cntDevices: z.number().int(),
  cntCompanies: z.number().int(),
});

export const mediaActiveRequest = z.object({
  itemGuid: guid,
  state: flag01.optional(),
  /** false: only check; true: set (1 adds the item to the company's playlists, 0 removes it). */
  update: z.boolean().optional(),
});
export const mediaActiveResult = z.object({
  itemGuid: z.string(),
  /** 1 when every playlist of the company contains the media item. */
  state: z.number().int(),
  /** The company's playlists (of its devices and its own). */
  playlists: z.number().int(),
  /** How many of them contain the item. */
  containing: z.number().int(),
  /** Items added or removed by this call. */
  changed: z.number().int(),
  /** Playlists where adding was refused by the maxDuration rule. */
  refused: z.number().int(),
});
export type MediaActiveResult = z.infer<typeof mediaActiveResult>;

export const MEDIA_SORT_COLUMNS = ['networkName', 'name', 'type', 'size', 'created'] as const;
export const MEDIA_PAGE_SIZES = [10, 20, 50, 100] as const;
const sortColumn = z.enum(MEDIA_SORT_COLUMNS).or(z.literal('companyName').transform(() => 'networkName' as const));
/** Grid tables send sortBy/sortDesc as single values or as one-element lists. */
const first = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.array(schema).max(1)]).transform((v) => (Array.isArray(v) ? v[0] : v));

export const gridParams = z.object({
  page: z.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.number().int().min(1).max(100).default(10),
  sortBy: first(sortColumn).optional(),
  sortDesc: first(z.boolean()).optional(),
  keyWord: shortText.optional(),
});
export const mediaAllRequest = z.object({ gridParams: gridParams.default({ page: 1, itemsPerPage: 10 }) });
export const mediaAllResponse = z.object({
  items: z.array(mediaItem),
  gridParams: z.object({
    page: z.number().int(),
    itemsPerPage: z.number().int(),
    sortBy: z.enum(MEDIA_SORT_COLUMNS),
    sortDesc: z.boolean(),
    keyWord: z.string().optional(),
    count: z.number().int(),
  }),
});
export type MediaAllResponse = z.infer<typeof mediaAllResponse>;

export const mediaStatus = z.object({
  /** Media entries no playlist item uses any more. */
  deleteAbles: z.array(mediaItem),
  cntFilesInStorage: z.number().int(),
  stats: z.object({ storageInKb: z.number(), storageInKbDeletable: z.number() }),
});
export type MediaStatus = z.infer<typeof mediaStatus>;

export const deleteGlobalRequest = z.object({
  items: z
    .array(z.union([guid, z.object({ guid })]))
    .min(1, { error: 'Bitte wählen Sie mindestens einen Eintrag aus.' })
    .max(10_000),
});
export const deleteGlobalResult = z.object({
  success: z.boolean(),
  deleted: z.number().int(),
  /** Entries not deleted because a playlist item uses them again (or they are gone). */
  skipped: z.array(z.string()),
});
export type DeleteGlobalResult = z.infer<typeof deleteGlobalResult>;
