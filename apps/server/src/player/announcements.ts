/**
 * Announcements in the screens' answer. The player layer reads the table (it sits below the modules);
 * modules/announcements writes it and tells the devices on the bus. While an announcement runs for a device, the answer
 * carries it as the first item (a WEB item: the page GET /api/announcement/{guid}, for every player) in `items` and
 * `upcoming.items`, plus the field `announcement` the web player shows full-screen. Its start and end are phase
 * boundaries of the device, so the ETag changes then without a write; without one running the answer is byte for byte
 * what it was.
 */
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcements } from '../db/schema.js';
import { type PlaylistView, rendered } from './payload.js';
import { LOOKAHEAD_MS } from './phase.js';
import { BASE } from './resolve.js';

export interface ScreenAnnouncement {
  guid: string;
  network: string;
  scope: string;
  location: string | null;
  devices: readonly string[];
  text: string;
  colour: string;
  picture: string | null;
  from: number;
  until: number;
}

/** Seconds an Android player shows the announcement's item per round of its loop. */
export const ANNOUNCEMENT_ITEM_SECONDS = 30;

/** The announcements of these networks that have not ended at `now` (running or planned), by network. */
export async function loadAnnouncements(
  db: Db,
  networks: readonly string[],
  now: number,
): Promise<Map<string, ScreenAnnouncement[]>> {
  const byNetwork = new Map<string, ScreenAnnouncement[]>();
  if (networks.length === 0) return byNetwork;
  const rows = await db
    .select({
      guid: announcements.guid,
      network: announcements.guidNetwork,
      scope: announcements.scope,
      location: announcements.guidLocation,
      devices: announcements.deviceGuids,
      text: announcements.text,
      colour: announcements.colour,
      picture: announcements.picture,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
    })
    .from(announcements)
    .where(and(inArray(announcements.guidNetwork, [...networks]), gt(announcements.endsAt, new Date(now))));
  for (const { startsAt, endsAt, ...row } of rows) {
    const list = byNetwork.get(row.network) ?? [];
    list.push({ ...row, from: startsAt.getTime(), until: endsAt.getTime() });
    byNetwork.set(row.network, list);
  }
  return byNetwork;
}

/** The announcements that reach one device (by its network, location or guid). */
export function announcementsFor(
  list: readonly ScreenAnnouncement[] | undefined,
  device: { guid: string; location: string | null },
): ScreenAnnouncement[] {
  return (list ?? []).filter(
    (a) =>
      a.scope === 'network' ||
      (a.scope === 'location' && a.location === device.location) ||
      (a.scope === 'devices' && a.devices.includes(device.guid)),
  );
}

/** The one that shows at `now`: of those running, the last started (then the last to end, then by guid). */
export function showingAt(list: readonly ScreenAnnouncement[], now: number): ScreenAnnouncement | null {
  let best: ScreenAnnouncement | null = null;
  for (const a of list) {
    if (a.from > now || now >= a.until) continue;
    if (!best || a.from > best.from || (a.from === best.from && (a.until > best.until || a.guid > best.guid))) best = a;
  }
  return best;
}

/** The stretch around `now` in which no announcement of the list starts or ends, within [from, till). */
export function calmAround(
  list: readonly ScreenAnnouncement[],
  now: number,
  from: number,
  till: number,
): { from: number; till: number } {
  let start = from;
  let end = till;
  for (const a of list) {
    for (const edge of [a.from, a.until]) {
      if (edge > start && edge <= now) start = edge;
      else if (edge > now && edge < end) end = edge;
    }
  }
  return { from: start, till: end };
}

const seg = (value: string) => encodeURIComponent(value);

function itemOf(a: ScreenAnnouncement) {
  const page = `${BASE}/api/announcement/${seg(a.guid)}`;
  return {
    id: 0,
    guid: a.guid,
    guidPlaylist: a.guid,
    orderNr: 0,
    name: 'Ankündigung',
    title: a.text,
    category: null,
    type: 'WEB',
    mime: 'text/html',
    localFileName: page,
    localAbsoluteFileName: page,
    size: 0,
    duration: ANNOUNCEMENT_ITEM_SECONDS,
    md5: null,
    config: null,
    active: 1,
    activeFrom: a.from,
    activeTill: a.until,
    readOnly: 1,
    fromPlayList: null,
    tags: '',
  };
}

const spliceAt = (json: string, at: number, entry: string) =>
  `${json.slice(0, at)}${entry}${json[at] === ']' ? '' : ','}${json.slice(at)}`;

/** The view with the announcement first in both item lists and as the field `announcement`. */
function announced(view: PlaylistView, a: ScreenAnnouncement): PlaylistView {
  const item = itemOf(a);
  const plays = [{ from: Math.max(a.from, view.from), till: Math.min(a.until, view.from + LOOKAHEAD_MS) }];
  let json = spliceAt(view.json, view.upcomingItemsAt, JSON.stringify({ ...item, plays }));
  json = spliceAt(json, view.itemsAt, JSON.stringify(item));
  const field = {
    guid: a.guid,
    text: a.text,
    colour: a.colour,
    pictureUrl: a.picture ? `${BASE}/api/announcement/${seg(a.guid)}/${seg(a.picture)}` : null,
    from: a.from,
    until: a.until,
  };
  json += `,"announcement":${JSON.stringify(field)}`;
  return { ...rendered(json), from: view.from, till: view.till, itemsAt: -1, upcomingItemsAt: -1, guids: view.guids };
}

/** Announced views per base view and announcement (the screens of a location share them). */
const byView = new WeakMap<PlaylistView, Map<string, PlaylistView>>();

/**
 * The device's view at `now` with its announcements: the base view itself when none shows (same bytes, same
 * ETag), else the announced one; and the stretch [from, till) in which this holds.
 */
export function withAnnouncements(
  view: PlaylistView,
  list: readonly ScreenAnnouncement[],
  now: number,
): { view: PlaylistView; from: number; till: number } {
  if (list.length === 0) return { view, from: view.from, till: view.till };
  const calm = calmAround(list, now, view.from, view.till);
  const showing = showingAt(list, now);
  if (!showing) return { view, ...calm };
  let cached = byView.get(view);
  if (!cached) {
    cached = new Map();
    byView.set(view, cached);
  }
  // Keyed by everything the JSON holds of it, so an edited announcement is rendered again.
  const key = `${showing.guid}|${showing.from}|${showing.until}|${showing.picture}|${showing.colour}|${showing.text}`;
  let out = cached.get(key);
  if (!out) {
    out = announced(view, showing);
    cached.set(key, out);
  }
  return { view: out, ...calm };
}
