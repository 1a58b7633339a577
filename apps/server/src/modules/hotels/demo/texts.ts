import type { HotelTexts } from '@signage/shared';
import { DEMO_TEXTS } from './data.js';
import type { DemoSetting, Pair } from './types.js';

/** Facts of one hotel the sentences are filled with. */
export interface TextFacts {
  name: string;
  city: string;
  region: string;
  setting: DemoSetting;
  stars: number;
  /** Metres to the beach, lake shore or ski lift. */
  beach: number;
  centre: number;
  airport: number;
  rooms: number;
  pools: number;
  restaurants: number;
  board: Board;
}

/** Board in German and English ('Halbpension', 'half board'). */
export type Board = Pair;
export const BOARDS: readonly Board[] = DEMO_TEXTS.boards;
const {
  location: LOCATION,
  locationCommon: LOCATION_COMMON,
  facilities: FACILITIES,
  rooms: ROOMS,
  meals: MEALS,
  sport: SPORT,
  sportCommon: SPORT_COMMON,
  titles: TITLES,
  openers: OPENERS,
} = DEMO_TEXTS;

function fill(text: string, facts: TextFacts): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => {
    const value = (facts as unknown as Record<string, unknown>)[key];
    return value === undefined ? all : String(value);
  });
}

/** `count` different entries of `pool` in pool order, chosen by rnd. */
function choose<T>(rnd: () => number, pool: readonly T[], count: number): T[] {
  const order = pool.map((item, i) => ({ item, i, key: rnd() }));
  const picked = order.sort((a, b) => a.key - b.key).slice(0, Math.min(count, pool.length));
  return picked.sort((a, b) => a.i - b.i).map((p) => p.item);
}

/** The sentence pairs of each section for one hotel; both languages take the same sentences. */
function sectionPairs(rnd: () => number, facts: TextFacts): Pair[][] {
  const boardPair: Pair = [
    `Verpflegung: ${facts.board[0]}${facts.board[0] === 'All Inclusive' ? ' mit Snacks und Getränken rund um den Tag' : ''}.`,
    `Board: ${facts.board[1]}${facts.board[1] === 'all inclusive' ? ' with snacks and drinks throughout the day' : ''}.`,
  ];
  return [
    [
      ...choose(rnd, LOCATION[facts.setting].distance, 1),
      ...choose(rnd, LOCATION[facts.setting].view, 1),
      ...choose(rnd, LOCATION_COMMON, 1 + Math.floor(rnd() * 2)),
    ],
    choose(rnd, FACILITIES, 2 + Math.floor(rnd() * 3)),
    choose(rnd, ROOMS, 2 + Math.floor(rnd() * 2)),
    [boardPair, ...choose(rnd, MEALS, 1 + Math.floor(rnd() * 2))],
    [...choose(rnd, SPORT[facts.setting], 1), ...choose(rnd, SPORT_COMMON, 1 + Math.floor(rnd() * 2))],
  ];
}

/** The hotel description in German and English: five sections, one or two paragraphs each. */
export function hotelTexts(rnd: () => number, facts: TextFacts): HotelTexts[] {
  const sections = sectionPairs(rnd, facts);
  const split = sections.map((pairs) => (pairs.length >= 4 ? 2 : pairs.length));
  return (['de', 'en'] as const).map((language, lang) => ({
    language,
    sections: sections.map((pairs, s) => {
      const sentences = pairs.map((pair) => fill(pair[lang], facts));
      const at = split[s] as number;
      const para = [sentences.slice(0, at).join(' '), sentences.slice(at).join(' ')].filter(Boolean);
      return { title: TITLES[s]?.[lang] as string, para };
    }),
  }));
}

/** The short German teaser of the result page. */
export function hotelTeaser(rnd: () => number, facts: TextFacts): string {
  const opener = OPENERS[Math.floor(rnd() * OPENERS.length)];
  const where =
    facts.setting === 'sea'
      ? `${facts.beach} m zum Strand`
      : facts.setting === 'lake'
        ? `${facts.beach} m zum Seeufer`
        : `${facts.beach} m zur Bergbahn`;
  return `${opener} ${facts.stars}-Sterne-Hotel in ${facts.city} (${facts.region}), ${where}, ${facts.board[0]}.`;
}
