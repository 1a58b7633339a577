import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The hotel directory of the product's own database (HOTEL_DIRECTORY=database), filled by the import (JSON lines,
 * docs/HOTEL-IMPORT.md) and the demo seed. `search_name` and `search` hold the normal form of packages/shared
 * rules/hotel-search.ts, computed on write; `search_words` is `search` as a full-text vector ('simple': no stemming, no
 * stop words) with a GIN index, which answers the search's word and prefix conditions. Typos are corrected against
 * hotel_words first.
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
    /** Whether hotel_content has climate normals for this hotel (the destination climate's index). */
    hasClima: boolean('has_clima').notNull().default(false),
    /** URL of the picture the result list shows (≈ 320 px wide), chosen on write. */
    thumb: text('thumb'),
    /** Normalised name (exact and prefix ranking). */
    searchName: text('search_name').notNull(),
    /** Normalised name + city + region + country (what a hotel is found by). */
    search: text('search').notNull(),
    searchWords: tsvector('search_words').generatedAlwaysAs(sql`to_tsvector('simple', search)`),
    /** The name's words alone (ranking: matches in the name come first). */
    nameWords: tsvector('name_words').generatedAlwaysAs(sql`to_tsvector('simple', search_name)`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hotels_search_words_idx').using('gin', t.searchWords),
    index('hotels_name_words_idx').using('gin', t.nameWords),
    // Byte order ("C"): answers `search_name like 'q%'` and reads hotels in name order for frequent words.
    index('hotels_search_name_idx').on(sql`${t.searchName} collate "C"`),
    // The destination climate of a hotel without its own: only hotels that have one are in this index.
    index('hotels_climate_idx').on(t.countryCode, t.region).where(sql`has_clima`),
  ],
);

/**
 * What only the hotel page shows, apart from the row the search reads: a search over 100,000 hotels touched
 * 9,000 pages of 1.5 KB rows for a frequent word when these lived in `hotels` (180 ms on PostgreSQL).
 */
export const hotelContent = pgTable('hotel_content', {
  gid: text('gid')
    .primaryKey()
    .references(() => hotels.gid, { onDelete: 'cascade' }),
  address: jsonb('address'),
  urls: jsonb('urls').notNull().default([]),
  text: text('text').notNull().default(''),
  texts: jsonb('texts').notNull().default([]),
  images: jsonb('images').notNull().default([]),
  /** 12 months of climate normals; null: the destination's (another hotel of the same region) is shown. */
  clima: jsonb('clima'),
});

/**
 * Every word of every hotel's search text, once: the dictionary a misspelt query word is corrected against
 * (pg_trgm similarity over a few thousand short words instead of over every hotel's text). Words of hotels
 * that were renamed stay: such a word corrects to nothing that matches, which costs nothing.
 */
export const hotelWords = pgTable('hotel_words', { word: text('word').primaryKey() }, (t) => [
  index('hotel_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * The runs of the system page's hotel import: the status any server process shows, kept while the run goes on (updated
 * in the transaction of each written batch, so the counts are what is stored) and after it. The run itself is a job of
 * kind `hotel-import` (db/job-queue.ts). `begun_at` is set when a runner takes it up: a run found begun again was
 * interrupted (the server stopped or died) and is marked as broken off.
 */
export const hotelImports = pgTable(
  'hotel_imports',
  {
    id: text('id').primaryKey(),
    state: text('state').notNull().default('running'),
    lines: integer('lines').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    errorCount: integer('error_count').notNull().default(0),
    message: text('message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    begunAt: timestamp('begun_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('hotel_imports_started_idx').on(t.startedAt)],
);
