import { z } from 'zod';
import { errorSchema, plainString, shortText } from './common.js';
import { offerCode } from './offer.js';

/**
 * The hotel viewer's calls (SPEC §7 "Offer and hotel": GET grequest/countries, POST grequest/hotelbyname,
 * POST grequest/hotel) and answers (SPEC §3 Hotel and Country). A caller is a logged-in user with
 * RIGHT_COMP_HOTEL_VIEWER, or anyone with a location's offer code in the query parameter `code`.
 */
export const HOTEL_API = {
  countries: '/v1/grequest/countries',
  hotelByName: '/v1/grequest/hotelbyname',
  hotel: '/v1/grequest/hotel',
} as const;

/** The query every hotel call accepts: a location's offer code instead of a login. */
export const hotelAccessQuery = z.object({ code: offerCode.optional() });
export type HotelAccessQuery = z.input<typeof hotelAccessQuery>;
/** What every hotel call may answer besides 200 (no login or code, a wrong code, too many, the directory failing). */
export const hotelErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  429: errorSchema,
  502: errorSchema,
} as const;

/** ISO 3166-1 alpha-2 code, upper case ('ES', 'GR'). */
export const countryCode = shortText
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Ländercode mit zwei Buchstaben (z. B. ES)' });

/** SPEC §3 Country: n name (German), s code. */
export const country = z.object({ n: z.string(), s: z.string() });
export type Country = z.infer<typeof country>;
export const countriesResponse = z.array(country);

/** Most results one search answers. */
export const HOTEL_SEARCH_LIMIT = 50;

export const hotelByNameRequest = z.object({
  name: shortText.max(200, { error: 'Höchstens 200 Zeichen' }),
  /** Country code to filter by; '' or missing = all countries. */
  country: z.union([z.literal(''), countryCode]).optional(),
  limit: z.number().int().min(1).max(HOTEL_SEARCH_LIMIT).optional(),
});
export type HotelByNameRequest = z.input<typeof hotelByNameRequest>;

/** A hotel's category in stars: 0–6 (the import and the directories; 5.5 and 6 exist in some countries). */
export const hotelStars = z.number().min(0).max(6);

/** A search result: what the result list shows (SPEC §2: thumbnail, name, country/region, provider). */
export const hotelSummary = z.object({
  /** The hotel's id in the directory (the GIATA id for a GIATA-like directory). */
  gid: z.string(),
  name: z.string(),
  /** The tour operator / content provider the hotel's content comes from ('' when none). */
  provider: z.string(),
  /** URL of a small picture (≈ 320 px wide), null when the hotel has none. */
  thumb: z.string().nullable(),
  /** Country name in German and its code. */
  country: z.string(),
  countryCode: z.string(),
  region: z.string(),
  /**
   * The hotel's category in stars (0–6, halves like 3.5 allowed); null (or left out by a remote directory) when
   * unknown. The viewer draws whole and half stars ('3,5 Sterne'); below half a star it draws none.
   */
  stars: hotelStars.nullable().default(null),
});
export type HotelSummary = z.infer<typeof hotelSummary>;
export const hotelByNameResponse = z.array(hotelSummary);

export const hotelRequest = z.object({
  gid: shortText.min(1, { error: 'gid fehlt' }).max(64, { error: 'Höchstens 64 Zeichen' }),
  /** Veranstalter-Code: the provider whose content to show; missing = the hotel's first provider. */
  vc: shortText.max(64, { error: 'Höchstens 64 Zeichen' }).optional(),
});
export type HotelRequest = z.input<typeof hotelRequest>;

/**
 * One picture in one resolution (SPEC §3 imageList: url, meta typ/seq/id/width/height). The same picture
 * (meta.id) appears once per available resolution; a client takes the smallest one that fills its box.
 */
export const hotelImage = z.object({
  url: z.string(),
  meta: z.object({
    /** Kind of picture: 'aussen', 'zimmer', 'pool', 'strand', 'restaurant', 'lobby', 'sport', 'sonstiges'. */
    typ: z.string(),
    /** Order in the gallery, from 1. */
    seq: z.number().int(),
    id: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
});
export type HotelImage = z.infer<typeof hotelImage>;

/** Climate normals of one month at the hotel's destination (°C, hours a day, days). */
export const climateMonth = z.object({
  month: z.number().int().min(1).max(12),
  airMax: z.number(),
  airMin: z.number(),
  /** Water temperature; null inland. */
  water: z.number().nullable(),
  sunHours: z.number().min(0).max(24),
  rainDays: z.number().min(0).max(31),
});
export type ClimateMonth = z.infer<typeof climateMonth>;

export const geoCode = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** What the map tab needs: the hotel's position and the configured tile source (MAP_TILE_URL). */
export const hotelMap = geoCode.extend({
  zoom: z.number().int().min(1).max(19),
  tileUrl: z.string(),
  attribution: z.string(),
});

export const hotelAddress = z.object({
  street: z.string(),
  streetNum: z.string(),
  zip: z.string(),
  cityName: z.string(),
  country: z.string().optional(),
});

export const hotelTextSection = z.object({ title: z.string(), para: z.array(z.string()) });
export const hotelTexts = z.object({
  /** ISO 639-1 language code ('de', 'en'). */
  language: z.string(),
  sections: z.array(hotelTextSection),
});
export type HotelTexts = z.infer<typeof hotelTexts>;

/** SPEC §3 Hotel: the answer of POST grequest/hotel. */
export const hotel = hotelSummary.extend({
  /** Every provider (Veranstalter) that has content for this hotel, for /ga/index/{giataId}/{provider}. */
  providers: z.array(z.string()),
  imageList: z.array(hotelImage),
  map: hotelMap.nullable(),
  /** 12 months, January first; null when the destination has no climate data. */
  clima: z.array(climateMonth).nullable(),
  /** A short teaser (German). */
  text: z.string(),
  /** The external hotel directory's page of this hotel (HOTEL_DRIVE_URL with {gid}); null when not set. */
  driveUrl: z.string().nullable(),
  detail: z.object({
    geoCodes: geoCode.nullable(),
    addresses: z.array(hotelAddress),
    urls: z.array(z.object({ type: z.string(), url: z.string() })),
    texts: z.array(hotelTexts),
  }),
});
export type Hotel = z.infer<typeof hotel>;

/**
 * One line of a hotel import file (JSON lines, UTF-8, one hotel per line; docs/HOTEL-IMPORT.md). A
 * line with a gid already in the directory updates that hotel. Images are URLs (any size); sizes
 * are given per entry when known.
 */
export const hotelImportLine = z.object({
  gid: shortText.min(1, { error: 'gid fehlt' }).max(64, { error: 'Höchstens 64 Zeichen' }),
  name: shortText.min(1, { error: 'Name fehlt' }),
  provider: shortText.default(''),
  providers: z.array(shortText).optional(),
  countryCode,
  country: shortText.min(1, { error: 'Land fehlt' }),
  region: shortText.default(''),
  city: shortText.default(''),
  stars: hotelStars.optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  address: hotelAddress.partial().optional(),
  urls: z.array(z.object({ type: shortText, url: shortText.max(2000) })).default([]),
  text: plainString.max(2000, { error: 'Höchstens 2000 Zeichen' }).default(''),
  texts: z.array(hotelTexts).default([]),
  images: z.array(hotelImage).default([]),
  /** Climate normals, 12 months; missing = the destination's (if the directory knows it). */
  clima: z.array(climateMonth).length(12, { error: 'Klima braucht genau 12 Monate' }).optional(),
});
export type HotelImportLine = z.input<typeof hotelImportLine>;
export type HotelRecord = z.infer<typeof hotelImportLine>;

/**
 * The import from the admin screen (System → Hotels): POST /v1/hotels/import with the file as multipart
 * field `file` starts it (202 with the id); GET /v1/hotels/import/{id} tells how far it got. Right: the
 * system page's (RIGHT_COMP_VISIBLE_ROLES). The CLI `npm run hotels:import -- <file>` does the same.
 */
export const HOTEL_IMPORT_API = '/v1/hotels/import';
/** Line errors an import run keeps for its answer (the count goes on). */
export const HOTEL_IMPORT_ERRORS_KEPT = 100;
export const hotelImportStarted = z.object({ id: z.string() });
export const hotelImportStatus = z.object({
  id: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  /** Lines read so far (blank lines not counted). */
  lines: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Lines refused, with the line number (from 1) and a German reason; at most HOTEL_IMPORT_ERRORS_KEPT. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  errorCount: z.number().int(),
  /** Why the whole run failed (state 'failed'), else null. */
  message: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type HotelImportStatus = z.infer<typeof hotelImportStatus>;
/** GET /v1/hotels/import: the latest runs, newest first (the system page shows the newest when it opens). */
export const hotelImportList = z.object({ items: z.array(hotelImportStatus) });
export type HotelImportList = z.infer<typeof hotelImportList>;
