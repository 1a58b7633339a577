/** Rules for single playlist items (SPEC §4, §5, §9): web items, validity windows, active toggle. */
import { EDITOR_WEB_ORDER_NR, lastOrderNr } from './order-numbers.js';

/** Where a web item is added: the location view (active, last) or the playlist editor (inactive, 900). */
export type WebItemView = 'location' | 'editor';

export const WEB_ITEM_NAME = 'Web URL';
export const WEB_ITEM_MIME = 'web';
export const WEB_ITEM_DURATION = 10;
/** The web address dialog's default value. */
export const WEB_ADDRESS_DEFAULT = '{host}';

export interface WebItemDefaults {
  name: string;
  type: 'WEB';
  mime: string;
  duration: number;
  active: 0 | 1;
  orderNr: number;
}

export function webItemDefaults(view: WebItemView, existing: readonly { orderNr: number }[]): WebItemDefaults {
  return {
    name: WEB_ITEM_NAME,
    type: 'WEB',
    mime: WEB_ITEM_MIME,
    duration: WEB_ITEM_DURATION,
    active: view === 'location' ? 1 : 0,
    orderNr: view === 'location' ? lastOrderNr(existing) : EDITOR_WEB_ORDER_NR,
  };
}

/** A web address: http(s), or starting with the '{host}' placeholder the player replaces. */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (text.startsWith(WEB_ADDRESS_DEFAULT)) return !/\s/.test(text);
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface ValidityWindow {
  activeFrom: number;
  activeTill: number;
}

/** Default window when empty: from now till the same moment one calendar year later. */
export function defaultValidity(now: number): ValidityWindow {
  const till = new Date(now);
  till.setUTCFullYear(till.getUTCFullYear() + 1);
  return { activeFrom: now, activeTill: till.getTime() };
}

/** A window is valid unless both ends are set and it ends before it starts. */
export function isValidWindow(activeFrom: number | null | undefined, activeTill: number | null | undefined): boolean {
  if (activeFrom == null || activeTill == null) return true;
  return activeTill >= activeFrom;
}

/** Green when now lies in [activeFrom, activeTill] (an open end counts as unbounded), else red. */
export function validityColour(
  now: number,
  activeFrom: number | null | undefined,
  activeTill: number | null | undefined,
): 'green' | 'red' {
  const started = activeFrom == null || now >= activeFrom;
  const notEnded = activeTill == null || now <= activeTill;
  return started && notEnded ? 'green' : 'red';
}

/** readOnly items (e.g. linked channels) cannot be switched on or off. */
export function canToggleActive(item: { readOnly?: number | boolean | null }): boolean {
  return !item.readOnly;
}

/** The toggle: the new state, or the unchanged one for a readOnly item (not saved). */
export function toggledActive(item: { active: number; readOnly?: number | boolean | null }): 0 | 1 {
  if (!canToggleActive(item)) return item.active ? 1 : 0;
  return item.active ? 0 : 1;
}

/** A thumbnail is usable when it is longer than 10 characters (SPEC §3). */
export function hasUsableThumb(thumb: string | null | undefined): boolean {
  return typeof thumb === 'string' && thumb.length > 10;
}
