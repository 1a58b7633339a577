import { z } from 'zod';
import { OFFER_DATE_MESSAGES, OFFER_MIN_VALIDITY_MS, type OfferMode, parseOfferDate } from '../rules/offer-dates.js';
import { errorSchema, guid, longText, plainString, shortText } from './common.js';
import { OFFER_FIELDS, type OfferField } from './template-config.js';

/**
 * The offer tool's calls (SPEC §7 "Offer and hotel") and answers (SPEC §3). `pc{product}` is spelled
 * `pcstd` for the standard mode (/pc/addImage) and `pcbosis` for the BOSIS mode (/bs/addImage).
 */
export const OFFER_API_PREFIX: Record<OfferMode, string> = { standard: '/v1/pcstd', bosis: '/v1/pcbosis' };
export const OFFER_CALLS = [
  'prepareLogin',
  'createOfferImage',
  'addOfferImage',
  'getOffer',
  'updateMode',
  'addToOffice',
] as const;
export type OfferCall = (typeof OFFER_CALLS)[number];
export const offerApiPath = (mode: OfferMode, call: OfferCall) => `${OFFER_API_PREFIX[mode]}/${call}`;
/** What the offer calls (all but prepareLogin) answer besides 200, as the OpenAPI document names it. */
export const offerErrors = {
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
} as const;

/** An id from the booking system (advisoryId, provider, offerId …): short, one line, no NUL. */
const offerId = shortText
  .min(1, { error: 'Wert fehlt' })
  .max(100, { error: 'Höchstens 100 Zeichen' })
  .regex(/^[^\r\n\t]*$/, { error: 'Keine Zeilenumbrüche erlaubt' });
/** The location's offer code (query parameter `code`); never logged. */
export const offerCode = plainString.trim().min(1, { error: 'Code fehlt' }).max(128, { error: 'Code zu lang' });
const epochMs = z.number().int().min(0).max(8_640_000_000_000_000);
const url = shortText.max(2000, { error: 'Höchstens 2000 Zeichen' }).pipe(z.url({ protocol: /^https?$/ }));
const dateText = shortText.refine((t) => parseOfferDate(t) !== null, { error: 'Datum als TT.MM.JJJJ' });

/**
 * Who asks and for which offer: the query parameters of /pc/addImage (rectId/recID replaces offerId).
 * Only the code and the offer are needed: advisoryId falls back to the location's, provider to OFFER_PROVIDER.
 */
const offerTarget = {
  code: offerCode,
  advisoryId: offerId.optional(),
  provider: offerId.optional(),
  offerId: offerId.optional(),
  officeId: offerId.optional(),
  rectId: offerId.optional(),
  templateGuid: guid.nullish(),
};
const needsOffer = <T extends { offerId?: string; rectId?: string }>(r: T) => !!(r.rectId ?? r.offerId);
const offerMissing = { error: 'offerId oder rectId angeben', path: ['offerId'] };
/** The offer the request names: rectId replaces offerId (SPEC §2). */
export const requestedOfferId = (r: { offerId?: string; rectId?: string }) => (r.rectId ?? r.offerId) as string;

export const offerPrepareLoginRequest = z.object(offerTarget).refine(needsOffer, offerMissing);
export type OfferPrepareLoginRequest = z.input<typeof offerPrepareLoginRequest>;

export const offerPrepareLoginResponse = z.object({
  /** null: the code names no agency; `message` then holds the agency-unknown text with the support contact. */
  company: z.object({ guid, name: z.string(), templateId: guid.nullable() }).nullable(),
  message: z.string().nullish(),
  playlists: z.array(z.object({ guid, name: z.string() })),
  devices: z.array(z.object({ guid, name: z.string(), orientation: z.string() })),
  json: z.object({ task_folder: z.string() }),
  agencyId: z.string(),
  /** Default 'von' (DD.MM.YYYY, today in the location's zone). */
  from: z.string(),
  /** 00:00 of that day in the location's zone (epoch ms). */
  start: z.number(),
  /** The location's IANA time zone (Europe/Berlin unless its master data say otherwise). */
  timeZone: z.string(),
  /** The preselected playlist (the first one), null without playlists. */
  defaultGuid: guid.nullable(),
});
export type OfferPrepareLoginResponse = z.infer<typeof offerPrepareLoginResponse>;

export const offerImageRequest = z
  .object({ ...offerTarget, isChannel: z.boolean().default(false), cache: z.boolean().default(false) })
  .refine(needsOffer, offerMissing);
export type OfferImageRequest = z.input<typeof offerImageRequest>;
export const offerImageResponse = z.object({
  agencyId: z.string(),
  /** Default 'bis' (DD.MM.YYYY) from the rules of SPEC §5/§9. */
  till: z.string(),
  /** The trip's departure (DD.MM.YYYY) for the departure rules, null when the provider gives none. */
  departure: z.string().nullable(),
  /** Render errors of the vertical / horizontal image ('' when none). */
  error: z.string(),
  errorH: z.string(),
  /** Image paths on the host ('' when that image failed). */
  imageV: z.string(),
  imageH: z.string(),
});
export type OfferImageResponse = z.infer<typeof offerImageResponse>;

/** Offer fields the agency cannot edit: the confirmation time comes from the provider check alone. */
export const READ_ONLY_OFFER_FIELDS = ['confirmedAt'] as const;
type EditableOfferField = Exclude<(typeof OFFER_FIELDS)[number], (typeof READ_ONLY_OFFER_FIELDS)[number]>;
const EDITABLE_OFFER_FIELDS = OFFER_FIELDS.filter(
  (f): f is EditableOfferField => !(READ_ONLY_OFFER_FIELDS as readonly string[]).includes(f),
);
/**
 * The provider's fields (price, price terms, travel dates, nights, board, airport, tour operator): legally
 * relevant (PAngV), so the editor shows them read-only, the server never stores an editor value for them and
 * every render (also the re-check's) draws the provider's value (docs/DECISIONS.md).
 */
export const PROVIDER_OFFER_FIELDS = [
  'price',
  'priceInfo',
  'travelDates',
  'duration',
  'board',
  'departureAirport',
  'offerHost',
] as const satisfies readonly OfferField[];
export type ProviderOfferField = (typeof PROVIDER_OFFER_FIELDS)[number];
export const isProviderOfferField = (key: string): key is ProviderOfferField =>
  (PROVIDER_OFFER_FIELDS as readonly string[]).includes(key);
/** Keys of the editor dialog: the offer's editable text fields plus the chosen gallery picture. */
export const OFFER_EDITOR_KEYS = [...EDITABLE_OFFER_FIELDS, 'imageIndex'] as const;
export const offerEditorField = z.object({
  key: z.enum(OFFER_EDITOR_KEYS),
  value: plainString.max(2000, { error: 'Höchstens 2000 Zeichen' }),
});
export type OfferEditorField = z.infer<typeof offerEditorField>;
export const offerEditorFields = z.array(offerEditorField).max(OFFER_EDITOR_KEYS.length);

export const offerGetRequest = offerPrepareLoginRequest;
/** getOffer / updateMode(INIT_EDITOR): the gallery and the editable fields (incl. imageIndex, offerHost). */
export const offerDataResponse = z.object({
  /** The provider's picture URLs (SPEC §7). */
  offerGallery: z.array(z.string()),
  /** The same pictures through this server (/v1/picture, signed, resized): what the editor shows. */
  offerGalleryViews: z.array(z.string()),
  editorFields: offerEditorFields,
});
export type OfferDataResponse = z.infer<typeof offerDataResponse>;

export const OFFER_EDITOR_MODES = ['INIT_EDITOR', 'USE_EDITOR_VALUES'] as const;
/** editorFields as JSON text of [{key, value}] (as the old tool sent it); parsed here. */
const editorFieldsText = longText.transform((text, ctx) => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'editorFields ist kein gültiges JSON' });
    return z.NEVER;
  }
  const parsed = offerEditorFields.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: issue.path });
    return z.NEVER;
  }
  return parsed.data;
});
export const offerUpdateModeRequest = z
  .object({
    ...offerTarget,
    mode: z.enum(OFFER_EDITOR_MODES),
    taskFolder: shortText.max(200),
    editorFields: editorFieldsText.optional().transform((fields) => fields ?? []),
  })
  .refine(needsOffer, offerMissing);
export type OfferUpdateModeRequest = z.input<typeof offerUpdateModeRequest>;

export const offerAddRequest = z
  .object({
    code: offerCode,
    /** Validity window (epoch ms): 'von' 00:00 and 'bis' 23:59 in the location's zone. */
    start: epochMs,
    end: epochMs,
    targetDevices: z.array(guid).min(1, { error: 'Bitte wählen Sie mindestens einen Bildschirm' }).max(500),
    /** The chosen playlists (default: the preselected first one). */
    targetPlaylists: z.array(guid).max(500).optional(),
    provider: offerId.optional(),
    advisoryId: offerId.optional(),
    agencyId: offerId.optional(),
    offerId,
  })
  .refine((r) => r.end - r.start >= OFFER_MIN_VALIDITY_MS, { error: OFFER_DATE_MESSAGES.minimum, path: ['end'] });
export type OfferAddRequest = z.input<typeof offerAddRequest>;

const addedList = z.object({ guid, name: z.string() });
export const offerAddResponse = z.object({
  company: z.object({ guid, name: z.string() }),
  /** All playlists the offer went into, and those of the horizontal / vertical image. */
  lists: z.array(addedList),
  listsH: z.array(addedList),
  listsV: z.array(addedList),
  /** Why nothing was added (SPEC §8 texts); empty on success. */
  reasons: z.array(z.string()).default([]),
  /**
   * The location approves its offers itself (offerApproval 'location'): the offer was rendered but waits for a
   * colleague's approval (dashboard 'Zur Freigabe') before it goes into the playlists above.
   */
  waitsForApproval: z.boolean().optional(),
});
export type OfferAddResponse = z.infer<typeof offerAddResponse>;

/**
 * An offer as a provider delivers it (docs/DECISIONS.md "One provider adapter, one schema, own error codes"): the
 * renderer's text fields by OfferField name, the trip's arrival/departure (DD.MM.YYYY) and the gallery picture URLs.
 */
export const offerData = z.object({
  offerId,
  fields: z.partialRecord(z.enum(OFFER_FIELDS), plainString.max(2000)),
  arrival: dateText.nullable(),
  departure: dateText.nullable(),
  gallery: z.array(url).max(50),
});
export type OfferData = z.infer<typeof offerData>;
