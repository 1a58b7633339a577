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

/** A known query word's completions (dictionary words it starts) the typo tier looks up one by one, at most. */
const COMPLETIONS = 16;

/** A normalised word as a tsquery operand (normal form holds letters and digits only; quoted anyway). */
const lexeme = (word: string) => `'${word.replaceAll("'", '')}'`;

/** A query word as the dictionary knows it. */
export interface QueryWord {
  word: string;
  /** Some dictionary word starts with it: the exact and prefix tiers may match it. */
  known: boolean;
  /** The dictionary words it starts (itself included), in byte order, up to COMPLETIONS + 1. */
  completions: string[];
  /** Up to ALTERNATIVES similar dictionary words (3+ letters only) that it may be a typo of. */
  similar: string[];
}

/**
 * Every query word looked up in the dictionary (hotel_words, its trigram index) in one query. The dictionary
 * holds every word of every hotel's search text, so a word no dictionary word starts with is in no hotel.
 */
export async function dictionaryWords(db: Db, words: readonly string[]): Promise<QueryWord[]> {
  const rows = (await db.execute(sql`
    select q.w as word,
      array(
        select word from ${hotelWords} where word like q.w || '%' order by word collate "C" limit ${COMPLETIONS + 1}
      ) as completions,
      array(
        select word from ${hotelWords}
        where char_length(q.w) >= ${FUZZY_MIN_LENGTH} and word % q.w and word <> q.w
        order by similarity(word, q.w) desc, word limit ${ALTERNATIVES}
      ) as similar
    from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as q(w, n) order by q.n`)) as unknown as {
    rows: Array<Omit<QueryWord, 'known'>>;
  };
  return rows.rows.map((row) => ({ ...row, known: row.completions.length > 0 }));
}

const byName = sql`${hotels.searchName} collate "C"`;
/**
 * The order within a tier: name order, as an expression the name index cannot deliver. Reading a frequent
 * word's hotels along that index looked cheap to the planner (it cannot tell how common a prefix is) and took
 * 400 ms for 'kos'; the GIN index's few thousand matches and a top-50 sort take a few ms.
 */
const inNameOrder = sql`${byName} || ''`;
const tsquery = (text: string) => sql`to_tsquery('simple', ${text})`;

export interface Tier {
  condition: SQL;
  /** Sorted by name in the database (top-N of all matches), or the first matches found, sorted here. */
  ordered: boolean;
  /**
   * The first matches found are read through the index, never by reading the hotels in turn: the planner
   * expects a limit to be reached early in a sequential scan, which reads all 100,000 when nothing matches.
   */
  byIndex?: boolean;
}

/** The tiers of one query, best first (null: the tier cannot match); `dictionary` is looked up first. */
export type SearchTiers = (words: readonly QueryWord[]) => Array<Tier | null>;

/**
 * A known word as a prefix in the typo tier: its completions as whole words, which the GIN index looks up
 * directly (a prefix `w:*` reads every entry from w on and cannot skip), or the prefix when there are many.
 */
function asPrefix(w: QueryWord): string[] {
  if (!w.known) return [];
  if (w.completions.length === 0 || w.completions.length > COMPLETIONS) return [`${lexeme(w.word)}:*`];
  return w.completions.map(lexeme);
}

/**
 * The typo tier's condition: each query word as itself (a prefix, if the dictionary knows it) or one of its
 * similar words: 'iberostra palma' → `iberostar & (palma | palmas)`. Null when a word is neither (no match).
 */
function typoCondition(words: readonly QueryWord[]): SQL | null {
  if (words.every((w) => w.similar.length === 0)) return null;
  const terms = words.map((w) => [...new Set([...asPrefix(w), ...w.similar.map(lexeme)])]);
  if (terms.some((t) => t.length === 0)) return null;
  return sql`${hotels.searchWords} @@ ${tsquery(terms.map((t) => `(${t.join(' | ')})`).join(' & '))}`;
}

/**
 * The search over the normalised texts (rules/hotel-search.ts) as tiers, best first; each tier is one
 * query in name order with the room left under the limit, and the next runs only while there is room:
 *
 * 0. the exact name; 1. the name starts with the query; 2. every query word starts a word of the name;
 * 3. … a word of name, city, region or country; 4. the same with typos corrected: each query word of three
 *    letters or more may also be one of its similar words in the dictionary (hotel_words, pg_trgm
 *    similarity ≥ 0.3).
 *
 * Tiers 0–3 need every query word to start a dictionary word: a query with a word that starts none (a typo)
 * goes straight to the typo tier, whose GIN lookups then are exact words only (a prefix of a frequent word read
 * thousands of index entries in each of the tiers 2, 3 and 4 for nothing).
 *
 * A ranking expression over all matches in one query took 100+ ms on the embedded database for 'resort' over
 * 100,000 hotels; a tier only sorts its matches by name to find its first few (top-N), and a frequent word
 * usually fills the limit in an early tier.
 */
export const searchTiers: SearchTiers = (words) => {
  const query = words.map((w) => w.word).join(' ');
  const typed = tsquery(words.map((w) => `${lexeme(w.word)}:*`).join(' & '));
  const ordered = (condition: SQL): Tier => ({ condition, ordered: true });
  const typo = typoCondition(words);
  // A corrected frequent word ('resotr' → resort) matches thousands: the first few found are as good as
  // any, and sorting them all by name cost the embedded database 100+ ms. They are sorted by name after.
  const typoTier = typo && { condition: typo, ordered: false, byIndex: true };
  if (words.some((w) => !w.known)) return [null, null, null, null, typoTier];
  return [
    ordered(sql`${byName} = ${query}`),
    ordered(sql`${byName} like ${`${query}%`}`),
    ordered(sql`${hotels.nameWords} @@ ${typed}`),
    ordered(sql`${hotels.searchWords} @@ ${typed}`),
    typoTier,
  ];
};

/** A tier's first `room` matches by name: the first `room` in name order, or the first found, sorted here. */
async function tierRows(db: Db, tier: Tier, where: SQL | undefined, room: number): Promise<HotelSummary[]> {
  const matching = (on: Db) => on.select(summaryColumns).from(hotels).where(where).$dynamic();
  if (tier.ordered) return matching(db).orderBy(inNameOrder, asc(hotels.gid)).limit(room);
  const rows = tier.byIndex
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return matching(tx as unknown as Db).limit(room);
      })
    : await matching(db).limit(room);
  return rows.sort((a, b) => GERMAN.compare(a.name, b.name));
}

/** Reports how long each step of a search took (benchmarks): 'dictionary', then each tier by its index. */
export type SearchProbe = (step: string, ms: number) => void;

/** The hotel directory of the product's own database (HOTEL_DIRECTORY=database). */
export class DatabaseHotelDirectory implements HotelDirectory {
  constructor(
    private readonly db: Db,
    private readonly options: { tiers?: SearchTiers; probe?: SearchProbe } = {},
  ) {}

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
    const probe = this.options.probe;
    let started = performance.now();
    const dictionary = await dictionaryWords(this.db, words);
    probe?.('dictionary', performance.now() - started);
    for (const [index, tier] of (this.options.tiers ?? searchTiers)(dictionary).entries()) {
      if (!tier) continue;
      started = performance.now();
      const others = found.size > 0 ? notInArray(hotels.gid, [...found.keys()]) : undefined;
      const rows = await tierRows(this.db, tier, and(tier.condition, country, others), query.limit - found.size);
      probe?.(String(index), performance.now() - started);
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
