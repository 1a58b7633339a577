import type { PlaylistItem } from '@signage/shared';
import type { Db } from '../../db/client.js';
import { itemsOf } from './repository.js';

const MAX_DEPTH = 5;

const later = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const earlier = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/**
 * The items a screen of this playlist plays, in play order, with linked playlists (type PLAYLIST,
 * channels) expanded in place — recursively, each playlist at most once per path, 5 levels deep.
 * An expanded item carries fromPlayList (the linked playlist's guid), is active only when both it and
 * the link item are, and is valid only inside both validity windows.
 *
 * Nothing is filtered here: callers (the screens' protocol, the device's "current playlist" view) leave
 * out items with active 0, an ended window, or playable false (videos not converted, or failed).
 */
export async function resolvePlaylist(db: Db, guidPlaylist: string): Promise<PlaylistItem[]> {
  const cache = new Map<string, PlaylistItem[]>();
  const load = async (guids: string[]) => {
    const missing = guids.filter((g) => !cache.has(g));
    if (missing.length === 0) return;
    for (const g of missing) cache.set(g, []);
    for (const item of await itemsOf(db, missing)) cache.get(item.guidPlaylist)?.push(item);
  };
  const expand = async (guid: string, path: Set<string>): Promise<PlaylistItem[]> => {
    await load([guid]);
    const own = cache.get(guid) ?? [];
    await load(own.filter((i) => i.type === 'PLAYLIST' && i.linkedPlaylist).map((i) => i.linkedPlaylist as string));
    const result: PlaylistItem[] = [];
    for (const item of own) {
      if (item.type !== 'PLAYLIST') {
        result.push(item);
        continue;
      }
      const linked = item.linkedPlaylist;
      if (!linked || path.has(linked) || path.size >= MAX_DEPTH) continue;
      for (const inner of await expand(linked, new Set([...path, linked]))) {
        result.push({
          ...inner,
          fromPlayList: inner.fromPlayList ?? linked,
          readOnly: 1,
          active: item.active && inner.active ? 1 : 0,
          activeFrom: later(item.activeFrom, inner.activeFrom),
          activeTill: earlier(item.activeTill, inner.activeTill),
        });
      }
    }
    return result;
  };
  return expand(guidPlaylist, new Set([guidPlaylist]));
}

/** What a screen shows at `now`: active, not ended, and playable (items starting later are kept). */
export function playableNowOrLater(items: PlaylistItem[], now: number): PlaylistItem[] {
  return items.filter((i) => i.active === 1 && i.playable && (i.activeTill === null || i.activeTill >= now));
}
