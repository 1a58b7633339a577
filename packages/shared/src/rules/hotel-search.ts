/**
 * The hotel search's normal form, one rule for both sides: the server stores it per hotel (hotels.search_name,
 * hotels.search) and normalises every query the same way, so accents, case, apostrophes and punctuation never decide
 * whether a hotel is found.
 *
 * - letters lose their accents (NFKD, combining marks dropped): 'Hôtel' → 'hotel', 'Málaga' → 'malaga';
 * - letters that do not decompose are spelled out: ß → ss, æ → ae, œ → oe, ø → o, ł → l, đ → d, þ → th;
 * - apostrophes vanish without a gap: "Cala d'Or" → 'cala dor';
 * - everything else that is not a letter or digit separates words; lower case, single spaces, trimmed.
 */
const SPELLED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };
const APOSTROPHES = /['’‘`´ʼ]/g;

export function normaliseHotelText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđþı]/g, (c) => SPELLED[c] ?? c)
    .replace(APOSTROPHES, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** What a hotel is found by: its name, city, region and country, normalised. */
export function hotelSearchText(hotel: { name: string; city?: string; region?: string; country?: string }): string {
  return normaliseHotelText([hotel.name, hotel.city ?? '', hotel.region ?? '', hotel.country ?? ''].join(' '));
}

/** The words of a search query in normal form (empty for a query of punctuation only). */
export function hotelQueryWords(query: string): string[] {
  const normal = normaliseHotelText(query);
  return normal ? normal.split(' ') : [];
}
