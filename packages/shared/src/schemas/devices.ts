import { z } from 'zod';
import { screenPowerSchema } from '../rules/opening-hours-schema.js';
import { strictTagList, TAG_LIST_MESSAGE, tagListText } from '../rules/tag-list.js';
import { guid, longText, optionalText, screenHealthSchema, shortText } from './common.js';
import { nowPlaying } from './now-playing.js';

export const deviceStateSchema = z.enum(['NEW', 'ACTIVE', 'VER']);
export const orientationSchema = z.enum(['horizontal', 'vertical'], {
  error: 'Die Ausrichtung muss horizontal oder vertical sein',
});
export const supportStatusSchema = z.enum(['NEW', 'ACTIVE', 'SERVICE']);
/** A yes/no given as boolean, 0/1 or text (query strings). */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const monitorBoxSchema = z.object({
  vis: z.boolean(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});

/** SPEC §3 device as the API answers it (times in epoch ms; secretHash never leaves the server). */
export const device = z.object({
  guid,
  name: z.string(),
  /** Falls back to name (SPEC §3). */
  stageName: z.string(),
  deviceState: z.string(),
  isService: z.number(),
  screenNumber: z.string().nullable(),
  orientation: z.string(),
  androidId: z.string().nullable(),
  remoteAddress: z.string().nullable(),
  clientVersionString: z.string().nullable(),
  setClientVersion: z.string().nullable(),
  maxDuration: z.number().nullable(),
  display: z.string().nullable(),
  displaySer: z.string().nullable(),
  stele: z.string().nullable(),
  playerTyp: z.string().nullable(),
  playerMac: z.string().nullable(),
  playerSer: z.string().nullable(),
  netip: z.string().nullable(),
  netsub: z.string().nullable(),
  netgateway: z.string().nullable(),
  proxy: z.string().nullable(),
  dns1: z.string().nullable(),
  dns2: z.string().nullable(),
  inputType: z.string().nullable(),
  /** File name of the location image, 'none' when there is none. */
  imgBackground: z.string(),
  /** Path of the location image (/media/devices/{guid}/{file}), null when there is none. */
  imgBackgroundUrl: z.string().nullable(),
  guidCompany: z.string().nullable(),
  guidPlaylist: z.string().nullable(),
  guidParent: z.string().nullable(),
  /** The network the device belongs to (guidParent, or the network of its company); null = none. */
  networkGuid: z.string().nullable(),
  networkName: z.string().nullable(),
  companyName: z.string().nullable(),
  companyMail: z.string().nullable(),
  companyTown: z.string().nullable(),
  companyStreet: z.string().nullable(),
  companyPostcode: z.string().nullable(),
  companyContactPerson: z.string().nullable(),
  companyPhone: z.string().nullable(),
  playlistName: z.string().nullable(),
  diskUsageCurrent: z.number().nullable(),
  diskUsageMax: z.number().nullable(),
  diskUsagePercent: z.number().nullable(),
  diskColour: z.enum(['green', 'orange', 'red']).nullable(),
  lastHeartbeat: z.number().nullable(),
  heartbeatDateTime: z.string().nullable(),
  /** 0 online, 1 silent (yellow), 2 offline (SPEC §4); a resting screen ('aus (Ruhezeit)') is 0, see `health`. */
  indicator: z.number(),
  /** 'resting' = silent but should be off now ('aus (Ruhezeit)', grey); offline counts on-time only. */
  health: screenHealthSchema,
  /** When a resting screen should be on again (epoch ms); null otherwise. */
  nextOnAt: z.number().nullable(),
  /** The screen's on-time (devices.power); null = DEFAULT_SCREEN_POWER. */
  power: screenPowerSchema.nullable(),
  /** The location's zone (Europe/Berlin without one), for times shown of the screen. */
  timeZone: z.string(),
  /** Whether the location has opening hours (own or its network's); without, 'nach Öffnungszeiten' is always on. */
  hasOpeningHours: z.boolean(),
  /** 'aktuell' when the screen last received the current loop, else 'ausstehend'. */
  syncState: z.enum(['aktuell', 'ausstehend']),
  lastEtag: z.string().nullable(),
  isArchived: z.number(),
  jsonMonitor: monitorBoxSchema,
  /** JSON text of a list of strings (SPEC §3), as companies answer it. */
  tags: z.string(),
  comment: z.string().nullable(),
  /** Whether a per-device secret has been generated. */
  hasSecret: z.boolean(),
  /** Whether the device's network requires the secret header (companies.deviceSecretRequired). */
  secretRequired: z.boolean(),
  created: z.number(),
  edited: z.number(),
  /** What the screen shows now or showed last (from its notices and reports); null: nothing known. */
  nowPlaying: nowPlaying.nullable().optional(),
});
export type Device = z.infer<typeof device>;

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'Die Seite muss mindestens 1 sein' }).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1, { error: 'Mindestens 1 Eintrag pro Seite' })
    .max(500, { error: 'Höchstens 500 Einträge pro Seite' })
    .default(50),
});

export const deviceListRequest = z
  .object({
    /** Devices of this network or location (and its locations for a network). */
    companyGuid: guid.nullish(),
    keyWord: shortText.optional(),
    /** SPEC §4 'show all'; without it only devices without a network that are not ACTIVE are listed. */
    showAll: flagSchema.optional(),
    showArchived: flagSchema.optional(),
    status: supportStatusSchema.optional(),
    pagination: paginationSchema.optional(),
  })
  .default({});
export type DeviceListRequest = z.infer<typeof deviceListRequest>;
/** What the web sends to POST /v1/devices/list (before defaults and flag parsing). */
export type DeviceListInput = NonNullable<z.input<typeof deviceListRequest>>;
const devicePage = z.object({ items: z.array(device), count: z.number() });
export const deviceListResponse = devicePage.extend({
  /** Devices the default filter leaves out: they would be listed with showAll; 0 with showAll. */
  hidden: z.number(),
});
export type DeviceListResponse = z.infer<typeof deviceListResponse>;

export const SUPPORT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const supportQuery = z.object({
  /** 'show online too'; by default only offline devices are listed. */
  showOnline: flagSchema.optional(),
  network: guid.optional(),
  status: supportStatusSchema.optional(),
  keyWord: shortText.optional(),
  page: z.coerce.number().int().min(1, { error: 'Die Seite muss mindestens 1 sein' }).default(1),
  itemsPerPage: z.coerce
    .number()
    .refine((n) => (SUPPORT_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Einträge pro Seite: 10, 20, 50 oder 100',
    })
    .default(50),
  showArchived: flagSchema.optional(),
  showVer: flagSchema.optional(),
});
export type SupportQuery = z.infer<typeof supportQuery>;
export const supportCounts = z.object({
  total: z.number(),
  offline: z.number(),
  online: z.number(),
  new: z.number(),
  active: z.number(),
  service: z.number(),
});
export type SupportCounts = z.infer<typeof supportCounts>;
export const supportResponse = devicePage.extend({ counts: supportCounts });
export type SupportResponse = z.infer<typeof supportResponse>;

const zeroOne = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));
const tagsInput = z.union([z.array(z.string()), z.string().max(20_000)]).transform((value, ctx) => {
  const tags = strictTagList(value);
  if (tags === null) {
    ctx.addIssue({ code: 'custom', message: TAG_LIST_MESSAGE });
    return z.NEVER;
  }
  return tagListText(tags);
});

/** The editable fields of SPEC §3; network and playlist are assigned through their own calls. */
export const deviceUpdate = z.object({
  name: shortText.min(1, { error: 'Der Name darf nicht leer sein' }).optional(),
  stageName: optionalText,
  deviceState: deviceStateSchema.optional(),
  isService: zeroOne.optional(),
  screenNumber: optionalText,
  orientation: orientationSchema.optional(),
  androidId: optionalText,
  setClientVersion: optionalText,
  maxDuration: z
    .number({ error: 'Die maximale Länge muss eine Zahl sein' })
    .int({ error: 'Die maximale Länge muss eine ganze Zahl sein' })
    .min(0, { error: 'Die maximale Länge darf nicht negativ sein' })
    .max(10_000_000)
    .nullish(),
  display: optionalText,
  displaySer: optionalText,
  stele: optionalText,
  playerTyp: optionalText,
  playerMac: optionalText,
  playerSer: optionalText,
  netip: optionalText,
  netsub: optionalText,
  netgateway: optionalText,
  proxy: optionalText,
  dns1: optionalText,
  dns2: optionalText,
  inputType: optionalText,
  comment: longText.nullish(),
  /** A JSON list of texts, as a list or as its JSON text. */
  tags: tagsInput.optional(),
  /** The on-time; null = the default (opening hours, 30 minutes before and after). */
  power: screenPowerSchema.nullable().optional(),
  /** Only 'none' (remove the location image); a new image comes through the upload. */
  imgBackground: z.literal('none').optional(),
});
export type DeviceUpdate = z.infer<typeof deviceUpdate>;

export const monitorUpdate = z.object({
  guid: guid.optional(),
  /** The box as object or JSON text; the SPEC §5 rule is applied on save. */
  jsonMonitor: z.union([z.string().max(2000), z.record(z.string(), z.unknown())]),
});
export const archiveRequest = z.object({ isArchived: zeroOne });
export const deviceLinkParams = z.object({ companyId: guid, deviceGuid: guid });
export const deviceGuidParam = z.object({ deviceGuid: guid });
export const deviceSecretResponse = z.object({
  guid,
  /** Shown once; the server keeps only its SHA-256. Send it as header X-Device-Secret. */
  secret: z.string(),
});
export const deviceUploadResponse = z.object({
  success: z.literal(true),
  data: z.object({ savedFileName: z.string() }),
});

/** A screen that registered itself (NEW, without network) — the dashboard page 'unbekannte Geräte'. */
export const unknownDevice = z.object({
  guid,
  /** First poll (registration), epoch ms. */
  created: z.number().nullable(),
  /** Last poll, epoch ms. */
  lastHeartbeat: z.number().nullable(),
  remoteAddress: z.string().nullable(),
  clientVersionString: z.string().nullable(),
});
export type UnknownDevice = z.infer<typeof unknownDevice>;
export const unknownDeviceList = z.object({
  items: z.array(unknownDevice),
  /** At most this many may wait; further screens are refused (503) until some are assigned or deleted. */
  max: z.number().int(),
  /** A device is deleted by itself when its last poll is this old (NEW_DEVICE_EXPIRY_HOURS), ms. */
  expiryMs: z.number(),
});
export type UnknownDeviceList = z.infer<typeof unknownDeviceList>;
export const unknownDeleteRequest = z.union([
  z.object({ all: z.literal(true) }).strict(),
  z.object({ guids: z.array(guid).min(1).max(1000) }).strict(),
]);
export type UnknownDeleteRequest = z.infer<typeof unknownDeleteRequest>;
export const unknownDeleteResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
