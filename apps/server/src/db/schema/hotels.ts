import { doublePrecision, index, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The hotel directory of the product's own database (issue 17; HOTEL_DIRECTORY=database), filled by the
 * import (JSON lines, docs/HOTEL-IMPORT.md) and the demo seed. `search_name` and `search` hold the
 * normal form of packages/shared rules/hotel-search.ts, computed on write; `search` carries a trigram
 * GIN index (pg_trgm), so the search's LIKE and word-similarity conditions are answered by the index.
 */
export const hotels = pgTable(
  'hotels',
  {
    gid: text('gid').primaryKey(),
    name: text('name').notNull(),
    provider: text('provider').notNull().default(''),
    providers: jsonb('providers').$type<string[]>().notNull().default([]),
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    stars: real('stars'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    address: jsonb('address'),
    urls: jsonb('urls').notNull().default([]),
    text: text('text').notNull().default(''),
    texts: jsonb('texts').notNull().default([]),
    images: jsonb('images').notNull().default([]),
    /** 12 months of climate normals; null: the destination's (another hotel of the same region) is shown. */
    clima: jsonb('clima'),
    /** URL of the picture the result list shows (≈ 320 px wide), chosen on write. */
    thumb: text('thumb'),
    /** Normalised name (exact and prefix ranking). */
    searchName: text('search_name').notNull(),
    /** Normalised name + city + region + country (what a hotel is found by). */
    search: text('search').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotels_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    index('hotels_country_region_idx').on(t.countryCode, t.region),
  ],
);
