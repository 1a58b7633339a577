import { z } from 'zod';
import { CHANNEL, NORMAL_PLAYLIST, ORGANISER_CHANNEL } from '../rules/channel.js';
import { ITEM_ORIENTATIONS } from '../rules/item-orientation.js';
import { itemScheduleSchema, openingHoursSchema } from '../rules/opening-hours-schema.js';
import { guid, longText, shortText } from './common.js';

/** 0 normal, 1 channel, 20 organiser channel (SPEC §3, §9). */
export const playlistChannel = z.union([z.literal(NORMAL_PLAYLIST), z.literal(CHANNEL), z.literal(ORGANISER_CHANNEL)], {
  error: 'Kanal muss 0, 1 oder 20 sein',
});
export const playlistOrientation = z.enum(['horizontal', 'vertical'], { error: 'horizontal oder vertical' });
/** An item's orientation (rules/item-orientation.ts); null or absent: every screen. */
export const itemOrientation = z.enum(ITEM_ORIENTATIONS, {
  error: 'Die Ausrichtung muss horizontal, vertical oder leer (alle Bildschirme) sein',
});
export const playlistItemType = z.enum(['IMAGE', 'VIDEO', 'WEB', 'PLAYLIST']);
export const convertStatus = z.enum(['waiting', 'running', 'done', 'failed']);
export type ConvertStatus = z.infer<typeof convertStatus>;

/** Query/body flags sent as 0/1, true/false (also as text). */
export const flag01 = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0));
const epochMs = z.number().int().min(0).max(8_640_000_000_000);
/** Ids in responses: any stored uuid (older data need not be RFC 4122 version 4). */
const storedId = z.string();
const seconds = z.number().min(0).max(31_536_000);

export const playlistItem = z.object({
  id: z.number().int(),
  guid: storedId,
  guidPlaylist: storedId,
  orderNr: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  category: z.string().nullable(),
  /** The stored file name; the address for WEB items. */
  localFileName: z.string().nullable(),
  /** Storage path of the file (media/{guidPlaylist of the upload}/{file}). */
  localAbsoluteFileName: z.string().nullable(),
  type: playlistItemType,
  mime: z.string().nullable(),
  size: z.number(),
  /** Seconds. */
  duration: z.number(),
  md5: z.string().nullable(),
  config: z.string().nullable(),
  /** Data URL of a small JPEG; usable when longer than 10 characters. */
  thumb: z.string().nullable(),
  active: z.number().int(),
  activeFrom: z.number().nullable(),
  activeTill: z.number().nullable(),
  readOnly: z.number().int(),
  fromPlayList: z.string().nullable(),
  /** JSON text of a list of strings. */
  tags: z.string(),
  /** For type PLAYLIST: the linked playlist (channel). */
  linkedPlaylist: z.string().nullable(),
  guidMedia: z.string().nullable(),
  /** The offer id of an item the offer tool added (shown as chip 'Angebot'); null for every other item. */
  offerId: z.string().nullable(),
  /** 'horizontal' / 'vertical': plays only on screens of that orientation; null on every screen. */
  orientation: itemOrientation.nullable(),
  /** When it plays beside its from/till window; null: always. */
  schedule: itemScheduleSchema.nullable(),
  /** Path of the original file (/media/…), or the address of a WEB item. */
  url: z.string().nullable(),
  /** Path of the web-playable MP4 of a video once converted (…web.mp4). */
  webUrl: z.string().nullable(),
  convertStatus: convertStatus.nullable(),
  convertStatusMessage: z.string().nullable(),
  /** false for a video not (yet) converted or failed: players never get it. */
  playable: z.boolean(),
  created: z.number(),
  changed: z.number(),
});
export type PlaylistItem = z.infer<typeof playlistItem>;

export const playlistSummary = z.object({
  guid: storedId,
  name: z.string(),
  comment: z.string().nullable(),
  channel: z.number().int(),
  /** Seconds, 0 = none. */
  maxLength: z.number().int(),
  orientation: z.string(),
  guidCompany: z.string().nullable(),
  companyName: z.string().nullable(),
  clonedFrom: z.string().nullable(),
  cntItems: z.number().int(),
  /** Own loop length in seconds (linked playlists not counted). */
  duration: z.number(),
  /** Bytes of the own items' files. */
  size: z.number(),
  cntDevices: z.number().int(),
  /** Whether the caller may change it (false for channels of other networks they can only read). */
  writable: z.boolean(),
  created: z.number(),
  changed: z.number(),
});
export type PlaylistSummary = z.infer<typeof playlistSummary>;

export const playlistDetail = playlistSummary.extend({
  items: z.array(playlistItem),
  /** The strictest maxDuration (s) of the devices playing it; null = unlimited. */
  maxDuration: z.number().int().nullable(),
  /** SPEC §5 maxDuration rule: adding items is allowed. */
  canAdd: z.boolean(),
  /** SPEC §5: maxLength set and exceeded, so uploading is hidden and refused. */
  uploadHidden: z.boolean(),
  /**
   * The hours of the locations whose screens play it, for the loop length of items with schedules
   * (scheduledLoopSeconds) and the stage preview at a moment; empty when no item has a schedule or no screen
   * plays it.
   */
  loopPlaces: z.array(
    z.object({ guidLocation: z.string(), hours: openingHoursSchema.nullable(), timeZone: z.string() }),
  ),
});
export type PlaylistDetail = z.infer<typeof playlistDetail>;

export const playlistListQuery = z.object({
  keyWord: shortText.optional(),
  /** Without showAll only normal playlists (channel 0); with it channels and global playlists too. */
  showAll: flag01.optional(),
  guidCompany: guid.optional(),
});
/** What the web sends to GET /v1/playlists/list (as query text). */
export type PlaylistListQuery = z.input<typeof playlistListQuery>;

export const playlistCreate = z.object({
  guidCompany: guid.nullish(),
  channel: playlistChannel.optional(),
  name: shortText.min(1, { error: 'Der Name darf nicht leer sein' }).optional(),
  comment: longText.nullish(),
  orientation: playlistOrientation.optional(),
  maxLength: z.number().int().min(0).max(86_400).optional(),
});
/** What the web sends to POST /v1/playlists. */
export type PlaylistCreate = z.input<typeof playlistCreate>;
export const playlistUpdate = playlistCreate.omit({ guidCompany: true });
export type PlaylistUpdate = z.input<typeof playlistUpdate>;

export const itemGuidQuery = z.object({ guid });

export const itemUpdate = z.object({
  guid,
  name: shortText.min(1, { error: 'Der Name darf nicht leer sein' }).optional(),
  title: shortText.nullish(),
  category: shortText.nullish(),
  duration: seconds.optional(),
  active: flag01.optional(),
  activeFrom: epochMs.nullish(),
  activeTill: epochMs.nullish(),
  tags: z.union([z.string().max(10_000), z.array(z.string().max(100)).max(100)]).optional(),
  config: longText.nullish(),
  /** WEB items only: the address. */
  localFileName: z.string().trim().max(2000).nullish(),
  orderNr: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
  /** null: every screen. */
  orientation: itemOrientation.nullish(),
  /** null or {kind:'always'}: always (stored as null). */
  schedule: itemScheduleSchema.nullish(),
});
export type ItemUpdate = z.infer<typeof itemUpdate>;

/** Most items one bulk change takes. */
export const MAX_BULK_ITEMS = 500;
/** POST playlists/{id}/items/schedule: one schedule for several items of the playlist. */
export const itemsScheduleUpdate = z.object({
  guids: z
    .array(guid, { error: 'Eine Liste von Einträgen angeben' })
    .min(1, { error: 'Mindestens einen Eintrag wählen' })
    .max(MAX_BULK_ITEMS, { error: `Höchstens ${MAX_BULK_ITEMS} Einträge auf einmal` }),
  schedule: itemScheduleSchema.nullable(),
});
export type ItemsScheduleUpdate = z.infer<typeof itemsScheduleUpdate>;

export const webItemCreate = z.object({
  type: z.literal('WEB').optional(),
  /** location: active and last (SPEC §9); editor: inactive with orderNr 900. */
  view: z.enum(['location', 'editor']).optional(),
  localFileName: z.string().trim().max(2000).optional(),
  name: shortText.min(1).optional(),
  duration: seconds.optional(),
  activeFrom: epochMs.nullish(),
  activeTill: epochMs.nullish(),
});

export const createByMedia = z
  .object({
    /** A media-library entry (media guid) … */
    guidMedia: guid.optional(),
    /** … or an item of another playlist (e.g. GlobalMediathekH) to copy. */
    guidItem: guid.optional(),
    activeFrom: epochMs.nullish(),
    activeTill: epochMs.nullish(),
  })
  .refine((v) => !!v.guidMedia !== !!v.guidItem, { error: 'Genau eines von guidMedia oder guidItem angeben' });

const itemRef = z.union([z.number().int().positive(), guid]);
export const sortRequest = z.object({
  /** The item ids (or guids) in their new order, as a list or as JSON text of one. */
  sort: z.union([z.string().max(200_000), z.array(itemRef).max(10_000)]),
});

export const itemOrderNrRequest = z
  .object({
    guid,
    direction: z.enum(['left', 'right']).optional(),
    orderNr: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
  })
  .refine((v) => (v.direction === undefined) !== (v.orderNr === undefined), {
    error: 'Genau eines von direction oder orderNr angeben',
  });

export const playlistStats = z.object({
  cntDevices: z.number().int(),
  cntCompanies: z.number().int(),
  cntLinked: z.number().int(),
});
export type PlaylistStats = z.infer<typeof playlistStats>;

export const linkResult = z.object({
  success: z.boolean(),
  linksAdded: z.number().int(),
  linksRemoved: z.number().int(),
  playlistsCreated: z.number().int(),
});
export type LinkResult = z.infer<typeof linkResult>;

const guidList = z.array(guid).min(1, { error: 'Mindestens einen Eintrag auswählen' }).max(10_000);
export const createAndLinkDevices = z.object({ playlists: guidList, devices: guidList });
export const createAndLinkCompanies = z.object({ playlists: guidList, companies: guidList });
export const linkCompanies = z.object({ guid, companies: z.array(guid).max(10_000) });
export const shareRequest = z.object({
  owner: guid,
  companies: z.array(guid).min(1, { error: 'Bitte wählen Sie mindestens einen Standort aus.' }).max(10_000),
  plGuid: guid.optional(),
});
export type ShareRequest = z.input<typeof shareRequest>;
export const shareResult = z.object({ locations: z.number().int(), playlistsAdded: z.number().int() });
export type ShareResult = z.infer<typeof shareResult>;

export const playlistLocation = z.object({
  guid: storedId,
  name: z.string(),
  city: z.string().nullable(),
  guidParent: z.string().nullable(),
  cntDevices: z.number().int(),
  /** The playlist is linked into this location's loop. */
  linked: z.boolean(),
});
export type PlaylistLocation = z.infer<typeof playlistLocation>;

export const channelListQuery = z.object({ keyWord: shortText.optional(), guidCompany: guid.optional() });
export const channelEntry = playlistSummary.extend({ cntLinked: z.number().int() });

export const uploadQuery = z.object({ active: flag01.optional() });
const uploadedFile = z.object({
  savedFileName: z.string(),
  guid: storedId,
  guidMedia: storedId,
  type: z.enum(['IMAGE', 'VIDEO']),
  convertStatus,
});
/** data: the first file as before (SPEC §7 data.savedFileName) and `files`, one result per uploaded file. */
export const uploadResponse = z.object({
  success: z.literal(true),
  data: uploadedFile.extend({ files: z.array(uploadedFile) }),
});

export const playlistParams = z.object({ id: guid });
/** A playlist (channel) and a network or location: link, unlink, clone, removeClone. */
export const playlistCompanyParams = z.object({ playlist: guid, company: guid });
export const playlistItemParams = z.object({ id: guid, itemId: z.union([guid, z.coerce.number().int().positive()]) });
