import { type ItemPlayState, itemPlayState } from '../../../lib/playback/item-status';

/** What of a playlist the readable loop needs (GET /v1/playlists/{guid}). */
export interface LoopPlaylist {
  guid: string;
  name: string;
  items: readonly LoopItem[];
}

export interface LoopItem {
  guid: string;
  name: string;
  title: string | null;
  type: string;
  orderNr: number;
  duration: number;
  active: number;
  activeFrom: number | null;
  activeTill: number | null;
  convertStatus: string | null;
  playable: boolean;
  linkedPlaylist: string | null;
}

export type LoopRowState =
  | ItemPlayState
  /** A linked playlist (channel): its items follow, indented. */
  | { kind: 'linked' }
  /** An item of a linked playlist whose link is switched off or not valid now. */
  | { kind: 'linkOff' }
  /** The linked playlist could not be loaded (no right, deleted) or links back to itself. */
  | { kind: 'unavailable' };

export interface LoopRow {
  key: string;
  depth: number;
  name: string;
  type: string;
  duration: number;
  playlistName: string;
  state: LoopRowState;
}

/** Same bound as the server's resolution of nested links. */
const MAX_DEPTH = 8;

const sorted = (items: readonly LoopItem[]) => [...items].sort((a, b) => a.orderNr - b.orderNr);

/** The guids of every playlist reachable from the root through links, as far as they are loaded. */
export function reachablePlaylists(root: string, loaded: ReadonlyMap<string, LoopPlaylist>): string[] {
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length > 0) {
    const playlist = loaded.get(queue.shift() as string);
    for (const item of playlist?.items ?? []) {
      if (item.type === 'PLAYLIST' && item.linkedPlaylist && !seen.has(item.linkedPlaylist)) {
        seen.add(item.linkedPlaylist);
        queue.push(item.linkedPlaylist);
      }
    }
  }
  return [...seen];
}

/**
 * The device's loop as rows in play order: every item of its playlist and of the playlists linked into
 * it (indented), each saying whether it plays now and, if not, why.
 */
export function buildLoopRows(root: string, loaded: ReadonlyMap<string, LoopPlaylist>, now: number): LoopRow[] {
  const rows: LoopRow[] = [];
  const walk = (guid: string, depth: number, path: readonly string[], linkOn: boolean, prefix: string) => {
    const playlist = loaded.get(guid);
    if (!playlist) return;
    for (const item of sorted(playlist.items)) {
      const key = `${prefix}/${item.guid}`;
      const own = itemPlayState(item, now);
      const base = { key, depth, name: item.title || item.name, type: item.type, playlistName: playlist.name };
      if (item.type !== 'PLAYLIST') {
        const state: LoopRowState = linkOn || own.kind !== 'playing' ? own : { kind: 'linkOff' };
        rows.push({ ...base, duration: item.duration, state });
        continue;
      }
      const target = item.linkedPlaylist;
      const usable = !!target && loaded.has(target) && !path.includes(target) && depth + 1 < MAX_DEPTH;
      const linkPlays = own.kind === 'playing';
      rows.push({
        ...base,
        duration: 0,
        state: !usable ? { kind: 'unavailable' } : linkPlays ? { kind: 'linked' } : own,
      });
      if (usable && target) walk(target, depth + 1, [...path, target], linkOn && linkPlays, key);
    }
  };
  walk(root, 0, [root], true, root);
  return rows;
}
