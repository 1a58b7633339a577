import {
  type ClimateMonth,
  type Country,
  type HotelImage,
  type HotelSummary,
  type HotelTexts,
  hotelQueryWords,
} from '@signage/shared';
import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hotelContent, hotels, hotelWords } from '../../db/schema.js';
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
  stars: hotels.stars,
};

/** Similar dictionary words a query word may stand for (a typo), at most this many. */
const ALTERNATIVES = 6;
/** Query words shorter than this are taken as prefixes only (too few trigrams to judge similarity). */
const FUZZY_MIN_LENGTH = 3;

/** A normalised word as a tsquery operand (normal form holds letters and digits only; quoted anyway). */
const lexeme = (word: string) => `'${word.replaceAll("'", '')}'`;

/** Up to ALTERNATIVES dictionary words per query word (3+ letters) that it may be a typo of. */
async function similarWords(db: Db, words: readonly string[]): Promise<Map<string, string[]>> {
  const fuzzy = words.filter((w) => w.length >= FUZZY_MIN_LENGTH);
  const similar = new Map<string, string[]>();
  if (fuzzy.length === 0) return similar;
  const rows = (await db.execute(sql`
    select q.w, s.word from unnest(string_to_array(${fuzzy.join(' ')}, ' ')) as q(w)
    cross join lateral (
      select word from ${hotelWords} where word % q.w and word <> q.w
      order by similarity(word, q.w) desc, word limit ${ALTERNATIVES}
    ) s`)) as unknown as { rows: Array<{ w: string; word: string }> };
  for (const row of rows.rows) similar.set(row.w, [...(similar.get(row.w) ?? []), row.word]);
  return similar;
}

const byName = sql`${hotels.searchName} collate "C"`;
/**
 * The order within a tier: name order, as an expression the name index cannot deliver. Reading a frequent
 * word's hotels along that index looked cheap to the planner (it cannot tell how common a prefix is) and took
 * 400 ms for 'kos'; the GIN index's few thousand matches and a top-50 sort take a few ms.
 */
const inNameOrder = sql`${byName} || ''`;
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

interface Tier {
  condition: SQL;
  /** Sorted by name in the database (top-N of all matches), or the first matches found, sorted here. */
  ordered: boolean;
}

/**
 * The search over the normalised texts (rules/hotel-search.ts) as tiers, best first; each tier is one
 * query in name order with the room left under the limit, and the next runs only while there is room:
 *
 * 0. the exact name; 1. the name starts with the query; 2. every query word starts a word of the name;
 * 3. … a word of name, city, region or country; 4. the same with typos corrected: each query word of three
 *    letters or more may also be one of its similar words in the dictionary (hotel_words, pg_trgm
 *    similarity ≥ 0.3): 'iberostra palma' → `(iberostra:* | iberostar) & palma:*`.
 *
 * A ranking expression over all matches in one query took 100+ ms on the embedded database for 'resort' over
 * 100,000 hotels; a tier only sorts its matches by name to find its first few (top-N), and a frequent word
 * usually fills the limit in an early tier.
 */
function searchTiers(db: Db, words: readonly string[]): Array<() => Promise<Tier | null>> {
  const query = words.join(' ');
  const typed = tsquery(words.map((w) => `${lexeme(w)}:*`).join(' & '));
  const ordered = (condition: SQL): Tier => ({ condition, ordered: true });
  return [
    async () => ordered(sql`${byName} = ${query}`),
    async () => ordered(sql`${byName} like ${`${query}%`}`),
    async () => ordered(sql`${hotels.nameWords} @@ ${typed}`),
    async () => ordered(sql`${hotels.searchWords} @@ ${typed}`),
    async () => {
      const similar = await similarWords(db, words);
      if (similar.size === 0) return null;
      const alternatives = (w: string) => [`${lexeme(w)}:*`, ...(similar.get(w) ?? []).map(lexeme)].join(' | ');
      const condition = sql`${hotels.searchWords} @@ ${tsquery(words.map((w) => `(${alternatives(w)})`).join(' & '))}`;
      // A corrected frequent word ('resotr' → resort) matches thousands: the first few found are as good as
      // any, and sorting them all by name cost the embedded database 100+ ms. They are sorted by name after.
      return { condition, ordered: false };
    },
  ];
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
    const country = query.country ? eq(hotels.countryCode, query.country.toUpperCase()) : undefined;
    const found = new Map<string, HotelSummary>();
    for (const tier of searchTiers(this.db, words)) {
      const next = await tier();
      if (!next) continue;
      const matching = this.db
        .select(summaryColumns)
        .from(hotels)
        .where(and(next.condition, country, found.size > 0 ? notInArray(hotels.gid, [...found.keys()]) : undefined))
        .$dynamic();
      const room = query.limit - found.size;
      const rows = next.ordered
        ? await matching.orderBy(inNameOrder, asc(hotels.gid)).limit(room)
        : (await matching.limit(room)).sort((a, b) => GERMAN.compare(a.name, b.name));
      for (const row of rows) found.set(row.gid, row);
      if (found.size >= query.limit) break;
    }
    return [...found.values()];
  }

  async hotel(gid: string, vc?: string): Promise<DirectoryHotel | null> {
    const [found] = await this.db
      .select()
      .from(hotels)
      .innerJoin(hotelContent, eq(hotelContent.gid, hotels.gid))
      .where(eq(hotels.gid, gid))
      .limit(1);
    if (!found) return null;
    const row = { ...found.hotel_content, ...found.hotels };
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
      stars: row.stars,
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
      .select({ clima: hotelContent.clima })
      .from(hotels)
      .innerJoin(hotelContent, eq(hotelContent.gid, hotels.gid))
      .where(and(eq(hotels.countryCode, countryCode), eq(hotels.region, region), eq(hotels.hasClima, true)))
      .limit(1);
    return row?.clima ?? null;
  }
}
