/** SPEC §4: the playlist table remembers 'show all' in local storage as playlistShowAll. */
export const SHOW_ALL_KEY = 'playlistShowAll';

export function readShowAll(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(SHOW_ALL_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeShowAll(value: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(SHOW_ALL_KEY, String(value));
  } catch {
    // Private mode: the choice lasts until reload.
  }
}
