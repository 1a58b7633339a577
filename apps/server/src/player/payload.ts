import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { parseMonitorBox, stageNameOf } from '@signage/shared';
import { BASE, type ResolvedPlaylist } from './resolve.js';

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
  gzipByBase: Map<string, GzipPart>;
}

/** The answer of one playlist during one phase (between two validity boundaries). */
export interface PlaylistView extends Rendered {
  phase: number;
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

function rendered(json: string): Rendered {
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
  return JSON.stringify(base).slice(1, -1);
}

/** Number of boundaries at or before now: the answer is constant while this number is. */
export function phaseOf(boundaries: readonly number[], now: number): number {
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (boundaries[mid] <= now) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const views = new WeakMap<ResolvedPlaylist, PlaylistView>();

/**
 * The playlist part of the answer at `now`: expired items left out, future ones kept with activeFrom.
 * The set of items that have started is hashed too, so the ETag changes when one starts.
 */
export function viewAt(resolved: ResolvedPlaylist, now: number): PlaylistView {
  const phase = phaseOf(resolved.boundaries, now);
  const cached = views.get(resolved);
  if (cached && cached.phase === phase) return cached;
  const items = resolved.items.filter((i) => i.activeTill === null || i.activeTill > now);
  const started = items.filter((i) => i.activeFrom === null || i.activeFrom <= now).length;
  const json = `"playlist":${JSON.stringify(resolved.header)},"items":${JSON.stringify(items)}`;
  const r = rendered(json);
  const view: PlaylistView = { ...r, hash: sha(`${r.hash}|${phase}|${started}`), phase };
  views.set(resolved, view);
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

// CRC-32 arithmetic as in zlib's crc32_combine: the checksum of a concatenation from its parts'
// checksums, so the cached parts are not run through crc32 on every answer.
const CRC_POLY = 0xedb88320;

/** a·b modulo the CRC polynomial (bit-reflected, as CRC-32 keeps its state). */
function multModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLY : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0…31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 1 << 30; // x^1
  for (let n = 0; n < 32; n++) {
    table[n] = p;
    p = multModP(p, p);
  }
  return table;
})();

/** A part's CRC and x^(8·length): what appending the part does to a running CRC. */
export interface CrcPart {
  crc: number;
  shift: number;
}

export function crcPart(data: Buffer): CrcPart {
  let shift = 0x80000000; // x^0
  let k = 3; // 8 bits per byte
  for (let n = data.length; n > 0; n = Math.floor(n / 2), k++) if (n & 1) shift = multModP(X2N[k & 31], shift);
  return { crc: crc32(data), shift };
}

/** The CRC of (what gave `crc`) followed by the part. */
export const appendCrc = (crc: number, part: CrcPart): number => (multModP(part.shift, crc) ^ part.crc) >>> 0;

/** A rendering inside a gzip answer: deflated, its checksum part and its plain length. */
interface GzipPart {
  deflated: Buffer;
  crc: CrcPart;
  length: number;
}

/**
 * A rendering as raw deflate data that ends on a byte boundary without closing the stream (sync flush)
 * and refers to nothing before it: such segments can be put one after another into one deflate stream.
 */
function gzipPart(r: Rendered, base: string): GzipPart {
  const hit = r.gzipByBase.get(base);
  if (hit !== undefined) return hit;
  const plain = withBase(r, base);
  const deflated = deflateRawSync(plain, { finishFlush: constants.Z_SYNC_FLUSH });
  const part = { deflated, crc: crcPart(plain), length: plain.length };
  if (r.gzipByBase.size < MAX_BASES) r.gzipByBase.set(base, part);
  return part;
}

// gzip member header: magic, deflate, no flags, no mtime, no extra flags, OS unknown (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');
const COMMA_CRC = crcPart(COMMA);
const CLOSE_CRC = crcPart(CLOSE);

/** Writes `data` (< 64 KB) as a stored (uncompressed) deflate block at `at`; returns the new offset. */
function storedBlock(out: Buffer, at: number, data: Buffer, final: boolean): number {
  out[at] = final ? 1 : 0;
  out.writeUInt16LE(data.length, at + 1);
  out.writeUInt16LE(~data.length & 0xffff, at + 3);
  return put(out, at + 5, data);
}

/**
 * The same answer gzip-compressed (for players that send Accept-Encoding: gzip; about a fifth of the
 * size) without compressing per request: the per-request head goes in a stored block, the device and
 * playlist parts are deflated once and cached with their checksums; per request only the head is
 * checksummed and the parts' checksums appended.
 */
export function answerGzip(now: number, etag: string, device: Rendered, view: PlaylistView, base: string): Buffer {
  const head = Buffer.from(headOf(now, etag), 'latin1');
  const [devicePart, viewPart] = [gzipPart(device, base), gzipPart(view, base)];
  let crc = crc32(head);
  for (const part of [devicePart.crc, COMMA_CRC, viewPart.crc, CLOSE_CRC]) crc = appendCrc(crc, part);
  const size = head.length + devicePart.length + viewPart.length + 2;
  const [deviceZ, viewZ] = [devicePart.deflated, viewPart.deflated];
  const out = region(GZIP_HEADER.length + 5 + head.length + deviceZ.length + 6 + viewZ.length + 6 + 8);
  let at = put(out, 0, GZIP_HEADER);
  at = storedBlock(out, at, head, false);
  at = put(out, at, deviceZ);
  at = storedBlock(out, at, COMMA, false);
  at = put(out, at, viewZ);
  at = storedBlock(out, at, CLOSE, true);
  out.writeUInt32LE(crc, at);
  out.writeUInt32LE(size >>> 0, at + 4);
  return out;
}

/** Whether an Accept-Encoding header allows gzip (present and not q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const match = /(?:^|,)\s*(?:x-)?gzip\s*(?:;\s*q\s*=\s*([0-9.]+))?\s*(?:,|$)/i.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/** If-None-Match as sent by players and proxies: one tag, a list, weak tags or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header === '*') return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return (t.startsWith('W/') ? t.slice(2) : t) === etag;
  });
}
