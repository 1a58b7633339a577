import { browserStorage } from '../../../lib/browser-storage';

/** SPEC §4: the device list remembers 'show all' in localStorage under deviceShowAll. */
export const DEVICE_SHOW_ALL_KEY = 'deviceShowAll';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** 'true' (also the JSON true older clients stored) means show all; anything else means not. */
export function readDeviceShowAll(store: Store | null = browserStorage()): boolean {
  try {
    return store?.getItem(DEVICE_SHOW_ALL_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeDeviceShowAll(value: boolean, store: Store | null = browserStorage()): void {
  try {
    store?.setItem(DEVICE_SHOW_ALL_KEY, String(value));
  } catch {
    // Blocked storage: the choice lasts until reload.
  }
}
