import {
  type ClimateMonth,
  type Country,
  type HotelImage,
  type HotelSummary,
  type HotelTexts,
  hotelQueryWords,
} from '@signage/shared';
import { and, asc, eq, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hotels } from '../../db/schema.js';
import type { HotelDirectory } from './directory.js';

const GERMAN = new Intl.Collator('de');

type DirectoryHotel = NonNullable<Awaited<ReturnType<HotelDirectory['hotel']>>>;

const summaryColumns = {
  gid: hotels.gid,
  name: hotels.name,
  provider: hotels.provider,
  thumb: hotels.thumb,
  country: hotels.country,
  countryCode: hotels.countryCode,
  region: hotels.region,
};

/**
 * The search over the normalised texts (rules/hotel-search.ts), in two steps that the trigram GIN index on
 * `search` answers (no per-row function in the conditions):
 *
 * 1. every query word contained in the search text (name, city, region, country), ranked: 0 the exact name,
 *    1 the name or one of its words starts with the query, 2 all words in the name, 3 in city/region/country;
 * 2. only when that leaves room under the limit: hotels where each word is contained or similar to a stretch
 *    of the text (pg_trgm's `<%`: word_similarity ≥ pg_trgm.word_similarity_threshold, default 0.6 — one
 *    wrong or swapped letter in a longer word passes), the most similar first.
 *
 * Similarity is computed only in step 2, for few rows: a frequent word ('kos', 'hotel') matches thousands of
 * hotels, which step 1 sorts by rank and name alone.
 */
function searchParts(words: readonly string[]) {
  const query = words.join(' ');
  const like = (column: typeof hotels.search | typeof hotels.searchName, w: string) => sql`${column} like ${`%${w}%`}`;
  const contained = and(...words.map((w) => like(hotels.search, w))) as SQL;
  const inName = and(...words.map((w) => like(hotels.searchName, w))) as SQL;
  const rank = sql<number>`case
    when ${hotels.searchName} = ${query} then 0
    when ${hotels.searchName} like ${`${query}%`} or ${hotels.searchName} like ${`% ${query}%`} then 1
    when ${inName} then 2
    else 3 end`;
  const similar = and(...words.map((w) => sql`(${like(hotels.search, w)} or ${w} <% ${hotels.search})`)) as SQL;
  return { contained, rank, similar, similarity: sql`word_similarity(${query}, ${hotels.search})` };
}

/** The hotel directory of the product's own database (HOTEL_DIRECTORY=database). */
export class DatabaseHotelDirectory implements HotelDirectory {
  constructor(private readonly db: Db) {}

  async countries(): Promise<Country[]> {
    const rows = await this.db
      .selectDistinct({ n: hotels.country, s: hotels.countryCode })
      .from(hotels)
      .orderBy(asc(hotels.countryCode), asc(hotels.country));
    // One entry per code (a code imported with two spellings of its name keeps one); German order
    // (Ö with O), whatever the database's collation.
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.s) && seen.add(r.s)).sort((a, b) => GERMAN.compare(a.n, b.n));
  }

  async search(query: { name: string; country?: string; limit: number }): Promise<HotelSummary[]> {
    const words = hotelQueryWords(query.name);
    if (words.length === 0) return [];
    const { contained, rank, similar, similarity } = searchParts(words);
    const country = query.country ? eq(hotels.countryCode, query.country.toUpperCase()) : undefined;
    const direct = await this.db
      .select(summaryColumns)
      .from(hotels)
      .where(and(contained, country))
      .orderBy(rank, asc(hotels.name), asc(hotels.gid))
      .limit(query.limit);
    if (direct.length >= query.limit) return direct;
    const fuzzy = await this.db
      .select(summaryColumns)
      .from(hotels)
      .where(and(similar, not(contained), country))
      .orderBy(sql`${similarity} desc`, asc(hotels.name), asc(hotels.gid))
      .limit(query.limit - direct.length);
    return [...direct, ...fuzzy];
  }

  async hotel(gid: string, vc?: string): Promise<DirectoryHotel | null> {
    const [row] = await this.db.select().from(hotels).where(eq(hotels.gid, gid)).limit(1);
    if (!row) return null;
    const providers = row.providers;
    const geo =
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
    const address = row.address as Partial<
      Record<'street' | 'streetNum' | 'zip' | 'cityName' | 'country', string>
    > | null;
    return {
      gid: row.gid,
      name: row.name,
      provider: vc && providers.includes(vc) ? vc : row.provider,
      providers,
      thumb: row.thumb,
      country: row.country,
      countryCode: row.countryCode,
      region: row.region,
      imageList: row.images as HotelImage[],
      clima:
        ((row.clima ?? (await this.destinationClimate(row.countryCode, row.region))) as ClimateMonth[] | null) ?? null,
      text: row.text,
      detail: {
        geoCodes: geo,
        addresses: address
          ? [
              {
                street: address.street ?? '',
                streetNum: address.streetNum ?? '',
                zip: address.zip ?? '',
                cityName: address.cityName ?? row.city,
                ...(address.country ? { country: address.country } : {}),
              },
            ]
          : [],
        urls: row.urls as Array<{ type: string; url: string }>,
        texts: row.texts as HotelTexts[],
      },
    };
  }

  /** The destination's climate: that of another hotel in the same country and region that has one. */
  private async destinationClimate(countryCode: string, region: string): Promise<unknown> {
    if (!region) return null;
    const [row] = await this.db
      .select({ clima: hotels.clima })
      .from(hotels)
      .where(and(eq(hotels.countryCode, countryCode), eq(hotels.region, region), isNotNull(hotels.clima)))
      .limit(1);
    return row?.clima ?? null;
  }
}
