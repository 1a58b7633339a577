import { createHash } from 'node:crypto';
import { parseMonitorBox, playsOnScreen, screenOrientation, stageNameOf } from '@signage/shared';
import { type GzipSegment, gzipSegment, spliceGzip } from './gzip-splice.js';
import { phaseAt } from './phase.js';
import { BASE, type ResolvedItem, type ResolvedPlaylist } from './resolve.js';
import type { ScreenPlace } from './screen-place.js';

const BASE_IN_JSON = JSON.stringify(BASE).slice(1, -1);
/** Distinct hosts whose rendering is kept per view (more are rendered on the fly). */
const MAX_BASES = 4;

/** What of a device the player answer contains. */
export interface DeviceSettings {
  guid: string;
  name: string;
  stageName: string | null;
  orientation: string;
  maxDuration: number | null;
  screenNumber: string | null;
  jsonMonitor: string;
  setClientVersion: string | null;
  /** The id of a picture request the screen has not answered; absent or null: none. */
  snapshotRequest?: string | null;
  /** The id of a glass check request the screen has not answered; absent or null: none. */
  glassRequest?: string | null;
}

/**
 * A rendering with the base placeholder, its hash, and the last few host-specific renderings as UTF-8
 * (sent as they are: no string building or encoding per request).
 */
export interface Rendered {
  json: string;
  hash: string;
  byBase: Map<string, Buffer>;
  /** The same as a segment of a gzip answer (see answerGzip). */
  gzipByBase: Map<string, GzipSegment>;
}

/** The answer of one playlist at one place during one phase [from, till) (see phase.ts). */
export interface PlaylistView extends Rendered {
  from: number;
  till: number;
  /** Where in `json` the lists of `items` and `upcoming.items` begin (just after their '['), for announcements. */
  itemsAt: number;
  upcomingItemsAt: number;
  /** The guids of the items that play in this phase (what the screen was served, modules/plays checks plays). */
  guids: readonly string[];
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

export function rendered(json: string): Rendered {
  return { json, hash: sha(json), byBase: new Map(), gzipByBase: new Map() };
}

/** `base` is already JSON-safe (see jsonSafeBase). */
export function withBase(r: Rendered, base: string): Buffer {
  const hit = r.byBase.get(base);
  if (hit !== undefined) return hit;
  const out = Buffer.from(r.json.includes(BASE_IN_JSON) ? r.json.replaceAll(BASE_IN_JSON, base) : r.json);
  if (r.byBase.size < MAX_BASES) r.byBase.set(base, out);
  return out;
}

export function jsonSafeBase(base: string): string {
  if (base === lastSafe.base) return lastSafe.safe;
  const safe = JSON.stringify(base).slice(1, -1);
  lastSafe = { base, safe };
  return safe;
}
/** The last base made JSON-safe (PUBLIC_URL: the same on every poll). */
let lastSafe = { base: '', safe: '' };

/**
 * The playlist part of the answer at `now` for a screen of `orientation` at `place`: the items that play now by their
 * schedules in the place's hours (expired ones and items for the other orientation left out, future ones kept with
 * activeFrom), then `upcoming` and `power`. Rendered once per phase and kept per place, resolved playlist and
 * orientation filter ('' when the playlist has no oriented items); the phase's start is part of the JSON, so the ETag
 * changes at every boundary.
 */
export function viewAt(
  resolved: ResolvedPlaylist,
  now: number,
  orientation: string | null,
  place: ScreenPlace,
): PlaylistView {
  const filter = resolved.oriented ? screenOrientation(orientation) : '';
  let byFilter = place.views.get(resolved);
  const cached = byFilter?.get(filter);
  if (cached && cached.from <= now && now < cached.till) return cached;
  const shown = (i: ResolvedItem) => filter === '' || playsOnScreen(i, filter);
  const items = filter === '' ? resolved.items : resolved.items.filter(shown);
  const plans = filter === '' ? resolved.plans : resolved.plans.filter((_, i) => shown(resolved.items[i]));
  const phase = phaseAt(items, plans, resolved.boundaries, place, now);
  const head = `"playlist":${JSON.stringify(resolved.header)},"items":`;
  const beforeUpcoming = `${head}${JSON.stringify(phase.items)},"upcoming":`;
  const upcoming = JSON.stringify(phase.upcoming);
  const json = `${beforeUpcoming}${upcoming},"power":${JSON.stringify(phase.power)}`;
  const view: PlaylistView = {
    ...rendered(json),
    from: phase.from,
    till: phase.till,
    itemsAt: head.length + 1,
    // upcoming starts {"from":…,"till":…,"items":[ — numbers before it, so the first "items":[ is the key.
    upcomingItemsAt: beforeUpcoming.length + upcoming.indexOf('"items":[') + 9,
    guids: phase.items.map((i) => i.guid),
  };
  if (!byFilter) {
    byFilter = new Map();
    place.views.set(resolved, byFilter);
  }
  byFilter.set(filter, view);
  return view;
}

/** The device part of the answer (settings and the app version it should run). */
export function renderDevice(device: DeviceSettings, defaultApp: string | null): Rendered {
  const appName = device.setClientVersion?.trim() || defaultApp;
  return rendered(
    JSON.stringify({
      guid: device.guid,
      name: device.name,
      stageName: stageNameOf(device),
      orientation: device.orientation,
      maxDuration: device.maxDuration,
      screenNumber: device.screenNumber,
      jsonMonitor: parseMonitorBox(device.jsonMonitor),
      appVersion: appName ? { name: appName, url: `${BASE}/apps/${encodeURIComponent(appName)}/player.apk` } : null,
      // Only while a request is pending: the answer (and its ETag) of every other screen stays as it was.
      ...(device.snapshotRequest ? { snapshotRequest: { id: device.snapshotRequest } } : {}),
      ...(device.glassRequest ? { glassRequest: { id: device.glassRequest } } : {}),
    }),
  );
}

/** Strong ETag of the answer without its volatile fields (serverTime) and independent of the host. */
export function etagOf(device: Rendered, view: PlaylistView): string {
  return `"${sha(`${device.hash}\n${view.hash}`)}"`;
}

const SLAB_SIZE = 1024 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
let slabUsed = 0;

/**
 * A fresh region for one answer, carved from a 1 MB slab (as Node pools small buffers): one allocation
 * per ~60 answers instead of one each. Regions are never reused; a slab is freed once its answers are.
 */
function region(size: number): Buffer {
  if (size > SLAB_SIZE / 8) return Buffer.allocUnsafe(size);
  if (slabUsed + size > SLAB_SIZE) {
    slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + size);
  slabUsed += (size + 7) & ~7;
  return out;
}

/** Copies `data` into `out` at `at` (TypedArray.set: no argument checks as in Buffer.copy); the new offset. */
function put(out: Buffer, at: number, data: Uint8Array): number {
  out.set(data, at);
  return at + data.length;
}

const headOf = (now: number, etag: string) =>
  // ASCII only: digits and the base64url ETag (quotes escaped).
  `{"serverTime":${now},"etag":${JSON.stringify(etag)},"device":`;

/** The whole answer: a small per-request head, then the cached device and playlist parts. */
export function answerBody(now: number, etag: string, device: Rendered, view: PlaylistView, base: string): Buffer {
  const head = headOf(now, etag);
  const devicePart = withBase(device, base);
  const viewPart = withBase(view, base);
  const out = region(head.length + devicePart.length + viewPart.length + 2);
  let at = out.write(head, 0, 'latin1');
  at = put(out, at, devicePart);
  out[at++] = 0x2c; // ,
  at = put(out, at, viewPart);
  out[at] = 0x7d; // }
  return out;
}

/** A rendering as a deflated gzip segment (see gzip-splice.ts), cached per base. */
function gzipPart(r: Rendered, base: string): GzipSegment {
  const hit = r.gzipByBase.get(base);
  if (hit !== undefined) return hit;
  const part = gzipSegment(withBase(r, base));
  if (r.gzipByBase.size < MAX_BASES) r.gzipByBase.set(base, part);
  return part;
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');

/**
 * The same answer gzip-compressed (for players that send Accept-Encoding: gzip; about a fifth of the
 * size) without compressing per request: the per-request head goes in a stored block, the device and
 * playlist parts are deflated once and cached with their checksums; per request only the head is
 * checksummed and the parts' checksums appended.
 */
export function answerGzip(now: number, etag: string, device: Rendered, view: PlaylistView, base: string): Buffer {
  const head = Buffer.from(headOf(now, etag), 'latin1');
  return spliceGzip([head, gzipPart(device, base), COMMA, gzipPart(view, base), CLOSE], region);
}

/** Whether an Accept-Encoding header allows gzip (present and not q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  // A fleet of screens sends one Accept-Encoding: the last answer again without the regular expression.
  if (header === lastAccept.header) return lastAccept.gzip;
  const match = /(?:^|,)\s*(?:x-)?gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i.exec(header);
  const gzip = match !== null && (match[1] === undefined || Number(match[1]) > 0);
  lastAccept = { header, gzip };
  return gzip;
}
let lastAccept = { header: '', gzip: false };

/** If-None-Match as sent by players and proxies: one tag, a list, weak tags or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header === '*') return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}
