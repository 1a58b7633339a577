import { z } from 'zod';
import { IMPORT_FIELDS } from '../rules/location-import.js';
import { strictTagList, TAG_LIST_MESSAGE, tagListText } from '../rules/tag-list.js';
import { isValidTimeZone } from '../rules/zoned-time.js';
import { OFFER_APPROVAL_MODES } from './campaigns.js';
import { guid, longText, screenHealthSchema, shortText } from './common.js';

/** 0/1 flags; old clients also send booleans or '0'/'1'. */
export const flag = z
  .union([z.literal(0), z.literal(1), z.boolean(), z.enum(['0', '1'])])
  .transform((v): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0));

/** Network (isMother 1, typ 0 normal / 1 organiser) or location (isMother 0, guidParent = network). SPEC §3. */
export const company = z.object({
  guid,
  guidParent: z.string().nullable(),
  name: z.string(),
  costCenter: z.string().nullable(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  /** Same as postcode (old clients read zip). */
  zip: z.string().nullable(),
  city: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phonenumber: z.string().nullable(),
  /** Same as phonenumber (old clients read phone). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  advisoryId: z.string().nullable(),
  /** IANA time zone of a location ('Europe/Berlin' when null): offer periods are whole days there. */
  timeZone: z.string().nullable(),
  /** A location's departure airport (IATA code): published offers are priced from there where the provider can. */
  departureAirport: z.string().nullable(),
  /** A network's rule for published offers: 'immediate' (null too) or 'location' (a location approves first). */
  offerApproval: z.enum(OFFER_APPROVAL_MODES).nullable(),
  templateId: z.string().nullable(),
  comment: z.string().nullable(),
  /** JSON text of a list of strings, e.g. '["Nord","Premium"]'. */
  tags: z.string(),
  /** The company id of the CSV import (unique within a network). */
  importKey: z.string().nullable(),
  created: z.number().describe('epoch ms'),
  changed: z.number().describe('epoch ms'),
  isMother: z.number().int(),
  typ: z.number().int(),
  /** Name of the network of a location (null for networks and locations without network). */
  parentName: z.string().nullable(),
  /** Locations of a network (0 for a location). */
  cntLocations: z.number().int(),
  /** Devices of a network (its own and its locations') or of a location. */
  cntDevices: z.number().int(),
  /** Network: its screens must send their device secret (header X-Device-Secret). */
  deviceSecretRequired: z.boolean(),
  /** The offer tool's code of a location: only in the single answer, for users with the Stammdaten tab right. */
  offerCode: z.string().optional(),
});
export type Company = z.infer<typeof company>;

export const companyListRequest = z
  .object({
    isMother: flag.optional(),
    typ: flag.optional(),
    /** Locations of this network; null = locations without a network. */
    guidParent: guid.nullish(),
    guid: guid.optional(),
    keyWord: shortText.optional(),
  })
  .default({});
/** What the web sends to POST /v1/companies/list (every filter optional). */
export type CompanyListRequest = NonNullable<z.input<typeof companyListRequest>>;

export const companyCreate = z.object({
  isMother: flag.optional(),
  typ: flag.optional(),
  guidParent: guid.optional(),
  name: shortText.optional(),
});
/** What the web sends to POST /v1/companies. */
export type CompanyCreate = z.input<typeof companyCreate>;

const text = shortText.nullish();
const tagsInput = z.union([z.array(z.string()), z.string()]).transform((value, ctx) => {
  const tags = strictTagList(value);
  if (tags === null) {
    ctx.addIssue({ code: 'custom', message: TAG_LIST_MESSAGE });
    return z.NEVER;
  }
  return tagListText(tags);
});

/** Every field of SPEC §3; absent fields stay as they are, '' or null clears a field. */
export const companyUpdate = z.object({
  name: shortText.min(1, { error: 'Der Name darf nicht leer sein' }).optional(),
  costCenter: text,
  street: text,
  postcode: text,
  zip: text,
  city: text,
  contactPerson: text,
  phonenumber: text,
  phone: text,
  email: z.union([z.email({ error: 'Ungültige E-Mail-Adresse' }), z.literal('')]).nullish(),
  advisoryId: text,
  timeZone: z
    .union([z.literal(''), shortText.refine(isValidTimeZone, { error: 'Unbekannte Zeitzone (z. B. Europe/Berlin)' })])
    .nullish(),
  departureAirport: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{3}$/, {
          error: 'Bitte den Abflughafen als IATA-Code mit drei Buchstaben angeben (z. B. DUS)',
        })
        .transform((v) => v.toUpperCase()),
    ])
    .nullish(),
  offerApproval: z
    .union([z.literal(''), z.enum(OFFER_APPROVAL_MODES, { error: 'Unbekannte Freigaberegel' })])
    .nullish(),
  templateId: z.union([guid, z.literal('')]).nullish(),
  comment: longText.nullish(),
  tags: tagsInput.optional(),
  importKey: text,
  typ: flag.optional(),
  /** Read-only here: accepted when unchanged (clients post the record back); use companies/link to move. */
  isMother: flag.optional(),
  guidParent: guid.nullish(),
});
export type CompanyUpdate = z.infer<typeof companyUpdate>;

export const companyDeleteResult = z.object({
  success: z.boolean(),
  /** Devices that were attached to the deleted company; they stay, without company. */
  detachedDevices: z.number().int(),
});

export const companyLinkParams = z.object({ company: guid, parent: guid });

export const companyPlaylist = z.object({
  guid,
  name: z.string(),
  comment: z.string().nullable(),
  channel: z.number().int().describe('0 normal, 1 channel, 20 organiser channel'),
  maxLength: z.number().int(),
  orientation: z.string(),
  guidCompany: z.string().nullable(),
  companyName: z.string().nullable(),
  cntItems: z.number().int(),
  /** Sum of the item durations in seconds (linked playlists not counted). */
  duration: z.number(),
  created: z.number(),
  changed: z.number(),
});

export const companyChannel = companyPlaylist.extend({
  /** own: the company's network; organiser: an organiser network's channel linked into it; global: no company. */
  source: z.enum(['own', 'organiser', 'global']),
});

export const companyDevice = z.object({
  guid,
  name: z.string(),
  stageName: z.string(),
  deviceState: z.string(),
  isService: z.number().int(),
  isArchived: z.number().int(),
  orientation: z.string(),
  screenNumber: z.string().nullable(),
  clientVersionString: z.string().nullable(),
  guidCompany: z.string().nullable(),
  guidParent: z.string().nullable(),
  guidPlaylist: z.string().nullable(),
  companyName: z.string().nullable(),
  playlistName: z.string().nullable(),
  lastHeartbeat: z.number().nullable().describe('epoch ms'),
  /** 0 online, 1 silent (yellow), 2 offline: silent for 24 h of its on-time. */
  indicator: z.number().int(),
  /** 'resting': silent while it should be off ('aus (Ruhezeit)'), nextOnAt: when it is on again. */
  health: screenHealthSchema,
  nextOnAt: z.number().nullable(),
  /** The location's zone (for the time it is on again). */
  timeZone: z.string(),
  created: z.number(),
  edited: z.number(),
});

export const companyStatsRequest = z
  .object({ guid: guid.optional().describe('only this network'), keyWord: shortText.optional() })
  .default({});

export const importQuery = z.object({
  isPreview: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
});
export const importParams = z.object({ companyId: guid });

const importFieldValues = z.object(Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.string().optional()])));

export const importRowResult = z.object({
  /** Line of the file where the row starts (the header is line 1). */
  line: z.number().int(),
  action: z.enum(['create', 'update', 'error']),
  name: z.string(),
  importKey: z.string(),
  /** The existing location an update changes. */
  guid: z.string().nullable(),
  /** Column titles whose value an update changes. */
  changes: z.array(z.string()),
  /** Errors ('Zeile 7: Der Standortname fehlt.'): the row cannot be imported. */
  problems: z.array(z.string()),
  /** Hints: imported anyway. */
  warnings: z.array(z.string()),
  values: importFieldValues,
});

export const importResult = z.object({
  success: z.boolean(),
  isPreview: z.boolean(),
  /** true only when the rows were written (import mode without errors). */
  imported: z.boolean(),
  fileName: z.string(),
  encoding: z.enum(['utf-8', 'windows-1252', 'utf-16le', 'utf-16be']),
  delimiter: z.string(),
  /** Field filled by each column of the file (null = ignored). */
  columns: z.array(z.string().nullable()),
  ignoredColumns: z.array(z.string()),
  totals: z.object({
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    error: z.number().int(),
    warnings: z.number().int(),
  }),
  rows: z.array(importRowResult),
});
export type ImportResult = z.infer<typeof importResult>;
export type ImportRowResult = z.infer<typeof importRowResult>;

/** Import mode with invalid rows: nothing written, the usual error plus the full result. */
export const importFailure = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
  result: importResult,
});

/** POST companies/{id}/device-secret: switches the network's device-secret requirement. */
export const deviceSecretSwitch = z.object({ deviceSecretRequired: z.boolean() }).strict();
export type DeviceSecretSwitch = z.infer<typeof deviceSecretSwitch>;
