import { DEVICE_KEY_PATTERN } from '@signage/shared';
import { browserStorage } from '../../../lib/browser-storage';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Where a browser screen keeps the device id it made for itself at `/player`. */
export const SCREEN_ID_KEY = 'webPlayer:deviceId';

/** A random v4 UUID; crypto.randomUUID needs a secure context, which a screen on http://<lan-ip> is not. */
export function newScreenId(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const b = new Uint8Array(16);
  random(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id: the stored one, else a new one that is stored (without storage: new each time). */
export function screenId(store: Store | null = browserStorage(), make: () => string = newScreenId): string {
  try {
    const stored = store?.getItem(SCREEN_ID_KEY);
    if (stored && DEVICE_KEY_PATTERN.test(stored)) return stored.toLowerCase();
  } catch {
    // unreadable: make one
  }
  const id = make();
  try {
    store?.setItem(SCREEN_ID_KEY, id);
  } catch {
    // full or blocked storage: the id lives for this page only
  }
  return id;
}
