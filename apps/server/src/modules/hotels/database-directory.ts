import {
  type ClimateMonth,
  type Country,
  type HotelImage,
  type HotelSummary,
  type HotelTexts,
  hotelQueryWords,
} from '@signage/shared';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hotels, hotelWords } from '../../db/schema.js';
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

/** Similar dictionary words a query word may stand for (a typo), at most this many. */
const ALTERNATIVES = 6;
/** Query words shorter than this are taken as prefixes only (too few trigrams to judge similarity). */
const FUZZY_MIN_LENGTH = 3;

/** A normalised word as a tsquery operand (normal form holds letters and digits only; quoted anyway). */
const lexeme = (word: string) => `'${word.replaceAll("'", '')}'`;

/**
 * The search over the normalised texts (rules/hotel-search.ts), answered by two GIN indexes:
 *
 * 1. each query word of three letters or more is looked up in the word dictionary (hotel_words, pg_trgm
 *    similarity ≥ 0.3 over short words): 'iberostra' → 'iberostar';
 * 2. hotels whose search words contain, for every query word, a word starting with it or one of its similar
 *    words (full-text GIN index on search_words: `(iberostra:* | iberostar) & palma:*`);
 * 3. ranked: 0 the exact name, 1 the name or one of its words starts with the query, 2 all query words in the
 *    name, 3 all query words (as typed) anywhere, 4 matched through a corrected word; then by name.
 */
async function searchCondition(db: Db, words: readonly string[]) {
  const fuzzy = words.filter((w) => w.length >= FUZZY_MIN_LENGTH);
  const similar = new Map<string, string[]>();
  if (fuzzy.length > 0) {
    const rows = (await db.execute(sql`
      select q.w, s.word from unnest(string_to_array(${fuzzy.join(' ')}, ' ')) as q(w)
      cross join lateral (
        select word from ${hotelWords} where word % q.w and word <> q.w
        order by similarity(word, q.w) desc, word limit ${ALTERNATIVES}
      ) s`)) as unknown as { rows: Array<{ w: string; word: string }> };
    for (const row of rows.rows) similar.set(row.w, [...(similar.get(row.w) ?? []), row.word]);
  }
  const typed = words.map((w) => `${lexeme(w)}:*`).join(' & ');
  const corrected = words
    .map((w) => `(${[`${lexeme(w)}:*`, ...(similar.get(w) ?? []).map(lexeme)].join(' | ')})`)
    .join(' & ');
  const query = words.join(' ');
  const inName = and(...words.map((w) => sql`${hotels.searchName} like ${`%${w}%`}`)) as SQL;
  const rank = sql<number>`case
    when ${hotels.searchName} = ${query} then 0
    when ${hotels.searchName} like ${`${query}%`} or ${hotels.searchName} like ${`% ${query}%`} then 1
    when ${inName} then 2
    when ${hotels.searchWords} @@ to_tsquery('simple', ${typed}) then 3
    else 4 end`;
  return { matches: sql`${hotels.searchWords} @@ to_tsquery('simple', ${corrected})`, rank };
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
    const { matches, rank } = await searchCondition(this.db, words);
    const country = query.country ? eq(hotels.countryCode, query.country.toUpperCase()) : undefined;
    return this.db
      .select(summaryColumns)
      .from(hotels)
      .where(and(matches, country))
      .orderBy(rank, asc(hotels.name), asc(hotels.gid))
      .limit(query.limit);
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
