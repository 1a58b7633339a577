/** SPEC §4: the device list remembers 'show all' in localStorage under deviceShowAll. */
export const DEVICE_SHOW_ALL_KEY = 'deviceShowAll';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** 'true' (also the JSON true older clients stored) means show all; anything else means not. */
export function readDeviceShowAll(store: Store | null = storage()): boolean {
  try {
    return store?.getItem(DEVICE_SHOW_ALL_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeDeviceShowAll(value: boolean, store: Store | null = storage()): void {
  try {
    store?.setItem(DEVICE_SHOW_ALL_KEY, String(value));
  } catch {
    // Blocked storage: the choice lasts until reload.
  }
}
