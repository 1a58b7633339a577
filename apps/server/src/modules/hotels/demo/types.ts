import { z } from 'zod';

/**
 * The shapes of the demo hotel data (content/*.json), checked when the files are loaded (data.ts): a broken
 * file stops the start with the file and the field named.
 */

/** One town of a demo destination: real centre coordinates; hotels lie a little around it. */
const demoPlace = z.strictObject({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  zip: z.string(),
  /**
   * Bearing (degrees, 0 = north, 90 = east) from the centre towards land: hotels are placed in the half
   * circle that way, so a seaside town's hotels do not end up in the water. null = all around.
   */
  land: z.number().nullable(),
  /** Farthest distance of a hotel from the centre in km (default 1.5). */
  km: z.number().optional(),
});
export type DemoPlace = z.infer<typeof demoPlace>;

/** Where a destination's hotels are: by the sea, by a lake, or in the mountains (no water). */
export const demoSetting = z.enum(['sea', 'lake', 'mountains']);
export type DemoSetting = z.infer<typeof demoSetting>;

const monthly = z.array(z.number()).length(12);
/** Climate normals, January first: 12 values each. */
const demoClimate = z.strictObject({
  airMax: monthly,
  airMin: monthly,
  /** null inland. */
  water: monthly.nullable(),
  sunHours: monthly,
  rainDays: monthly,
});

export const demoDestination = z.strictObject({
  /** The destination as an agency names it ('Mallorca', 'Türkische Riviera'). */
  key: z.string(),
  /** Country name in German and ISO 3166-1 alpha-2 code. */
  country: z.string(),
  countryCode: z.string().length(2),
  region: z.string(),
  setting: demoSetting,
  /** Every hotel lies in this box (a check on the data, used by the tests). */
  box: z.strictObject({ south: z.number(), north: z.number(), west: z.number(), east: z.number() }),
  places: z.array(demoPlace).min(1),
  streets: z.array(z.string()).min(1),
  /** Local words hotel names are made of. */
  words: z.array(z.string()).min(1),
  /** Name kinds written before the word ('Aparthotel Sol de Mar'); default: the sea kinds. */
  prefixKinds: z.array(z.string()).min(1).optional(),
  /** Name kinds written after the word ('Sol de Mar Resort & Spa'); default: the sea kinds. */
  suffixKinds: z.array(z.string()).min(1).optional(),
  climate: demoClimate,
  /** How many hotels, the named ones included. */
  hotels: z.number().int().positive(),
  /** Hotels with a fixed name (well-known houses, test cases like accents). */
  named: z.array(z.strictObject({ name: z.string(), place: z.string(), stars: z.number() })).optional(),
});
export type DemoDestination = z.infer<typeof demoDestination>;

/** A sentence in German and English; {city}, {region}, {beach}, {centre}, {airport}, {rooms}, {pools}, {restaurants}. */
const pair = z.tuple([z.string(), z.string()]);
export type Pair = z.infer<typeof pair>;
const pairs = z.array(pair).min(1);

/** The sentence pools of the hotel descriptions (texts.ts picks and fills them). */
export const demoTexts = z.strictObject({
  /** Board in German and English. */
  boards: z.array(pair).min(1),
  /** Per setting: how far the water (or lift) is, and what the hotel looks out on; one of each is taken. */
  location: z.record(demoSetting, z.strictObject({ distance: pairs, view: pairs })),
  locationCommon: pairs,
  facilities: pairs,
  rooms: pairs,
  meals: pairs,
  sport: z.record(demoSetting, pairs),
  sportCommon: pairs,
  /** The five section titles in German and English. */
  titles: z.array(pair).length(5),
  /** First word of the German teaser. */
  openers: z.array(z.string()).min(1),
});

/** Name kinds of seaside hotels (before or after the word) and invented hotel groups (no real chain is meant). */
export const demoNames = z.strictObject({
  seaPrefixKinds: z.array(z.string()).min(1),
  seaSuffixKinds: z.array(z.string()).min(1),
  groups: z.array(z.string()).min(1),
});
