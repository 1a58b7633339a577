import type { HotelTexts } from '@signage/shared';

/** SPEC §2: the hotel's tabs as the URL numbers them (query `tab`); 3 is the result list. */
export const HOTEL_TAB = { images: 0, map: 1, details: 2, list: 3, climate: 4 } as const;
export type HotelTab = (typeof HOTEL_TAB)[keyof typeof HOTEL_TAB];

/** The tab strip's order (the list is reached by the back button). */
export const DETAIL_TABS = [
  { tab: HOTEL_TAB.details, label: 'hotels.tabDetails' },
  { tab: HOTEL_TAB.images, label: 'hotels.tabImages' },
  { tab: HOTEL_TAB.map, label: 'hotels.tabMap' },
  { tab: HOTEL_TAB.climate, label: 'hotels.tabClimate' },
] as const;

const TABS = new Set<number>(Object.values(HOTEL_TAB));

/** The `tab` query parameter; missing or unknown: Details. */
export function parseTab(value: string | null): HotelTab {
  if (value === null || !/^\d$/.test(value.trim())) return HOTEL_TAB.details;
  const tab = Number(value.trim());
  return TABS.has(tab) ? (tab as HotelTab) : HOTEL_TAB.details;
}

/** German month names, January first (Klima). */
export const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** The axis' short form: 'Jan', 'Feb', 'Mär', … */
export const monthShort = (month: number) => MONTHS_DE[month - 1]?.slice(0, 3) ?? String(month);

/** The languages the hotel has texts in, German first. */
export function textLanguages(texts: readonly HotelTexts[]): string[] {
  const languages = [...new Set(texts.map((t) => t.language))];
  return languages.sort((a, b) => Number(b === 'de') - Number(a === 'de') || a.localeCompare(b));
}

/** The texts of a language; when the hotel has none in it, German, else the first there is. */
export function textsIn(texts: readonly HotelTexts[], language: string): HotelTexts | undefined {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language === 'de') ?? texts[0];
}

/** A path of the viewer keeping the page's offer code (the calls need it without login). */
export function withCode(path: string, code: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(code ? { code } : {}), ...extra });
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The search of the list (`q`, `country`) a hotel page carries, so that closing it finds the same list. */
export function searchOf(params: { get: (name: string) => string | null }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['q', 'country']) {
    const value = params.get(name)?.trim();
    if (value) out[name] = value;
  }
  return out;
}

/** /ga/index/{giataId}[/{provider}] */
export function giataPath(gid: string, provider?: string): string {
  const base = `/ga/index/${encodeURIComponent(gid)}`;
  return provider ? `${base}/${encodeURIComponent(provider)}` : base;
}
