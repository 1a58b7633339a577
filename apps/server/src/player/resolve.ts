import { type ItemOrientation, type ItemSchedule, isMediumPlayable } from '@signage/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { media, playlistItems, playlists } from '../db/schema.js';
import { type ItemPlan, planOf, scheduleOf } from './item-plan.js';

/** Placeholder for `${base}` (scheme://host) inside cached JSON; replaced per request host. */
export const BASE = '\u0001base\u0001';
/** Bounds for pathological data: nesting depth of linked playlists and items per answer. */
const MAX_DEPTH = 8;
const MAX_ITEMS = 5000;

/** One item as the player receives it (SPEC §3 fields); times in epoch ms. */
export interface ResolvedItem {
  id: number;
  guid: string;
  guidPlaylist: string;
  orderNr: number;
  name: string;
  title: string | null;
  category: string | null;
  type: string;
  mime: string | null;
  localFileName: string | null;
  /** The absolute address to load: the media file (web MP4 for videos) or the web address. */
  localAbsoluteFileName: string | null;
  size: number;
  duration: number;
  md5: string | null;
  config: string | null;
  active: 1;
  activeFrom: number | null;
  activeTill: number | null;
  readOnly: number;
  fromPlayList: string | null;
  tags: string;
  /** Only on items for one orientation (left out of the JSON otherwise, so other answers stay as they were). */
  orientation?: ItemOrientation;
}

export interface ResolvedPlaylist {
  header: { guid: string; name: string; orientation: string; maxLength: number } | null;
  /** Every item that is or will be playable, in play order; expired ones are dropped per answer. */
  items: ResolvedItem[];
  /** Sorted distinct activeFrom/activeTill times: between two of them the answer does not change. */
  boundaries: number[];
  /** Per item (same index): the schedules it plays by (its own and its linking items'); null = always. */
  plans: Array<ItemPlan | null>;
  /** Playlists and media the answer depends on (for invalidation). */
  playlists: Set<string>;
  media: Set<string>;
  /** Some item plays on one orientation only: the answer differs between landscape and portrait screens. */
  oriented: boolean;
}

export const EMPTY_PLAYLIST: ResolvedPlaylist = Object.freeze({
  header: null,
  items: [],
  boundaries: [],
  plans: [],
  playlists: new Set<string>(),
  media: new Set<string>(),
  oriented: false,
});

function loadItems(db: Db, guids: string[]) {
  return db
    .select({
      id: playlistItems.id,
      guid: playlistItems.guid,
      guidPlaylist: playlistItems.guidPlaylist,
      orderNr: playlistItems.orderNr,
      name: playlistItems.name,
      title: playlistItems.title,
      category: playlistItems.category,
      localFileName: playlistItems.localFileName,
      type: playlistItems.type,
      mime: playlistItems.mime,
      size: playlistItems.size,
      duration: playlistItems.duration,
      md5: playlistItems.md5,
      config: playlistItems.config,
      active: playlistItems.active,
      activeFrom: playlistItems.activeFrom,
      activeTill: playlistItems.activeTill,
      readOnly: playlistItems.readOnly,
      fromPlayList: playlistItems.fromPlayList,
      linkedPlaylist: playlistItems.linkedPlaylist,
      guidMedia: playlistItems.guidMedia,
      tags: playlistItems.tags,
      orientation: playlistItems.orientation,
      schedule: playlistItems.schedule,
    })
    .from(playlistItems)
    .where(inArray(playlistItems.guidPlaylist, guids))
    .orderBy(asc(playlistItems.orderNr), asc(playlistItems.id));
}

type ItemRow = Awaited<ReturnType<typeof loadItems>>[number];

function loadMedia(db: Db, guids: string[]) {
  return db
    .select({
      guid: media.guid,
      convertStatus: media.convertStatus,
      webFileName: media.webFileName,
      guidPlaylist: media.guidPlaylist,
      mediaInfo: media.mediaInfo,
    })
    .from(media)
    .where(inArray(media.guid, guids));
}

type MediaRow = Awaited<ReturnType<typeof loadMedia>>[number];

/**
 * Items of the root playlist and of every playlist reachable through active PLAYLIST items, level by
 * level (each query uses the guid_playlist index, whatever the planner's statistics say).
 */
async function loadTree(db: Db, root: string) {
  const byPlaylist = new Map<string, ItemRow[]>();
  let next = [root];
  for (let depth = 0; next.length > 0 && depth <= MAX_DEPTH; depth++) {
    for (const g of next) byPlaylist.set(g, []);
    const rows = await loadItems(db, next);
    const linked = new Set<string>();
    for (const row of rows) {
      byPlaylist.get(row.guidPlaylist)?.push(row);
      if (row.type === 'PLAYLIST' && row.active === 1 && row.linkedPlaylist && !byPlaylist.has(row.linkedPlaylist)) {
        linked.add(row.linkedPlaylist);
      }
    }
    next = [...linked];
  }
  const mediaGuids = [...new Set([...byPlaylist.values()].flat().flatMap((r) => (r.guidMedia ? [r.guidMedia] : [])))];
  const mediaRows = mediaGuids.length ? await loadMedia(db, mediaGuids) : [];
  return { byPlaylist, media: new Map(mediaRows.map((m) => [m.guid, m])), mediaGuids };
}

const seg = (value: string) => encodeURIComponent(value);

function webInfo(mediaInfo: string | null): { webMd5?: unknown; webSize?: unknown } {
  try {
    const parsed = mediaInfo ? JSON.parse(mediaInfo) : null;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The file and checksum the player loads; null when the item must not be sent (shared playable rule). */
function fileOf(
  row: ItemRow,
  m: MediaRow | undefined,
): { url: string | null; md5: string | null; size: number } | null {
  if (row.type === 'WEB') {
    const address = row.localFileName ?? '';
    return { url: address.startsWith('{host}') ? BASE + address.slice(6) : address, md5: row.md5, size: row.size };
  }
  if (!row.localFileName || !isMediumPlayable(row.type, m)) return null;
  const dir = m?.guidPlaylist ?? row.guidPlaylist;
  const web = row.type === 'VIDEO' ? m?.webFileName : null;
  if (!web || web === row.localFileName) {
    return { url: `${BASE}/media/${seg(dir)}/${seg(row.localFileName)}`, md5: row.md5, size: row.size };
  }
  // The web MP4 is another file: its checksum comes from mediaInfo when the pipeline recorded it.
  const info = webInfo(m?.mediaInfo ?? null);
  return {
    url: `${BASE}/media/${seg(dir)}/${seg(web)}`,
    md5: typeof info.webMd5 === 'string' ? info.webMd5 : null,
    size: typeof info.webSize === 'number' ? info.webSize : row.size,
  };
}

const later = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const earlier = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

interface Window {
  from: number | null;
  till: number | null;
  /** The orientation a linking item narrowed to, if any. */
  orientation: ItemOrientation | null;
  /** The schedules of the linking items (outermost first). */
  schedules: readonly ItemSchedule[];
}

const orientationOf = (value: string | null): ItemOrientation | null =>
  value === 'horizontal' || value === 'vertical' ? value : null;

/** Expands linked playlists in place; a playlist already on the path (a cycle) is skipped. */
interface Tree {
  byPlaylist: Map<string, ItemRow[]>;
  media: Map<string, MediaRow>;
}

function expand(
  tree: Tree,
  guid: string,
  path: string[],
  window: Window,
  linkedFrom: string | null,
  out: ResolvedItem[],
  plans: Array<ItemPlan | null>,
) {
  for (const row of tree.byPlaylist.get(guid) ?? []) {
    if (out.length >= MAX_ITEMS) return;
    if (row.active !== 1) continue;
    const from = later(window.from, row.activeFrom?.getTime() ?? null);
    const till = earlier(window.till, row.activeTill?.getTime() ?? null);
    if (from !== null && till !== null && till <= from) continue;
    // An item for the other orientation than its linking item's plays on no screen.
    const own = orientationOf(row.orientation);
    if (own && window.orientation && own !== window.orientation) continue;
    const orientation = own ?? window.orientation;
    const schedule = scheduleOf(row.schedule);
    const schedules = schedule ? [...window.schedules, schedule] : window.schedules;
    if (row.type === 'PLAYLIST') {
      const linked = row.linkedPlaylist;
      if (linked && !path.includes(linked) && path.length < MAX_DEPTH) {
        expand(tree, linked, [...path, linked], { from, till, orientation, schedules }, linked, out, plans);
      }
      continue;
    }
    const file = fileOf(row, row.guidMedia ? tree.media.get(row.guidMedia) : undefined);
    if (!file) continue;
    const item: ResolvedItem = {
      id: row.id,
      guid: row.guid,
      guidPlaylist: row.guidPlaylist,
      orderNr: row.orderNr,
      name: row.name,
      title: row.title,
      category: row.category,
      type: row.type,
      mime: row.mime,
      localFileName: row.localFileName,
      localAbsoluteFileName: file.url,
      size: file.size,
      duration: row.duration,
      md5: file.md5,
      config: row.config,
      active: 1,
      activeFrom: from,
      activeTill: till,
      readOnly: row.readOnly,
      fromPlayList: linkedFrom ?? row.fromPlayList,
      tags: row.tags,
    };
    if (orientation) item.orientation = orientation;
    out.push(item);
    plans.push(planOf(schedules));
  }
}

/** Reads a playlist with everything linked into it and flattens it into play order. */
export async function resolvePlaylist(db: Db, root: string): Promise<ResolvedPlaylist> {
  const tree = await loadTree(db, root);
  const heads = await db
    .select({
      guid: playlists.guid,
      name: playlists.name,
      orientation: playlists.orientation,
      maxLength: playlists.maxLength,
    })
    .from(playlists)
    .where(eq(playlists.guid, root));
  const items: ResolvedItem[] = [];
  const plans: Array<ItemPlan | null> = [];
  expand(tree, root, [root], { from: null, till: null, orientation: null, schedules: [] }, null, items, plans);
  const times = new Set<number>();
  for (const item of items) {
    if (item.activeFrom !== null) times.add(item.activeFrom);
    if (item.activeTill !== null) times.add(item.activeTill);
  }
  return {
    header: heads[0] ?? null,
    items,
    boundaries: [...times].sort((a, b) => a - b),
    plans,
    playlists: new Set(tree.byPlaylist.keys()),
    media: new Set(tree.mediaGuids),
    oriented: items.some((item) => item.orientation !== undefined),
  };
}
