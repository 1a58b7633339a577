import type { TFunction } from 'i18next';

/** What the viewer draws for a hotel's category: the stars (halves) and their spoken label. */
export interface HotelStarsView {
  /** Whole and half stars: 3.7 → 3.5 (a category is never drawn higher than it is). */
  value: number;
  /** '4 Sterne', '3,5 Sterne', '1 Stern'. */
  label: string;
}

/** The stars to draw for `stars`, or null when the category is unknown or below half a star. */
export function hotelStarsView(
  t: TFunction,
  language: string,
  stars: number | null | undefined,
): HotelStarsView | null {
  if (typeof stars !== 'number' || !(stars >= 0.5)) return null;
  const value = Math.floor(stars * 2) / 2;
  const number = new Intl.NumberFormat(language === 'en' ? 'en' : 'de').format(value);
  return { value, label: t('hotels.stars', { count: value, number }) };
}
