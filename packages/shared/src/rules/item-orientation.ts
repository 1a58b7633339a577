/**
 * An item's orientation: it plays only on screens of that orientation (offer images: the landscape image on
 * 'horizontal' screens, the portrait one on 'vertical' ones). No orientation (null) plays on every screen.
 */
export const ITEM_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type ItemOrientation = (typeof ITEM_ORIENTATIONS)[number];

/** A screen's orientation as the players treat it: 'vertical', else 'horizontal' (the devices' default). */
export const screenOrientation = (orientation: string | null | undefined): ItemOrientation =>
  orientation === 'vertical' ? 'vertical' : 'horizontal';

/** Whether an item plays on a screen of this orientation. */
export function playsOnScreen(item: { orientation?: string | null }, orientation: string | null | undefined): boolean {
  return !item.orientation || item.orientation === screenOrientation(orientation);
}

/**
 * The seconds of the longest loop one screen plays: the items for every screen plus the larger of the
 * landscape-only and portrait-only items (a screen plays one of the two sets, never both).
 */
export function longestScreenSeconds(items: readonly { duration: number; orientation?: string | null }[]): number {
  const sums = { all: 0, horizontal: 0, vertical: 0 };
  for (const item of items) {
    const key = item.orientation === 'horizontal' || item.orientation === 'vertical' ? item.orientation : 'all';
    sums[key] += Math.max(0, item.duration);
  }
  return sums.all + Math.max(sums.horizontal, sums.vertical);
}
