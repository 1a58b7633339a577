import type { SnapshotReason } from '@signage/shared';
import { callUrl } from '@signage/shared/calls/define';
import { playerCalls } from '@signage/shared/calls/player';
import { announcementPainter, type Painter } from './announcement-snapshot';

/**
 * A screen's picture on request: when the poll answer carries `device.snapshotRequest`, the web player draws what it
 * shows (the image, or the video's current frame) into a canvas and sends a JPEG of at most about 100 KB to POST
 * /api/snapshot (an announcement is painted from its layout); a web page (an iframe: the browser never lets a page read
 * another's pixels), a picture of another origin (a tainted canvas) or an empty screen answers with the reason instead.
 */

/** The picture the player aims at (the server takes up to SNAPSHOT_MAX_BYTES). */
export const SNAPSHOT_TARGET_BYTES = 100 * 1024;
/** Width of the picture at most (enough to recognise what is shown). */
export const SNAPSHOT_MAX_WIDTH = 640;

/** Tries ever smaller JPEGs (quality first, then size) until one fits `maxBytes`; null when none does. */
export async function fitJpeg(
  encode: (quality: number, scale: number) => Promise<Blob | null>,
  maxBytes = SNAPSHOT_TARGET_BYTES,
): Promise<Blob | null> {
  for (const [quality, scale] of [
    [0.75, 1],
    [0.55, 1],
    [0.4, 1],
    [0.5, 0.6],
    [0.4, 0.4],
  ] as const) {
    const blob = await encode(quality, scale);
    if (blob && blob.size <= maxBytes) return blob;
  }
  return null;
}

export type Capture = { picture: Blob } | { reason: SnapshotReason };

/** What kind of answer the shown element allows: a drawable image or video, or a reason. */
export function drawableOf(element: Element | null): HTMLImageElement | HTMLVideoElement | SnapshotReason {
  if (!element) return 'EMPTY';
  if (element.getAttribute('data-type') === 'WEB') return 'WEB';
  if (element.tagName === 'IMG' || element.tagName === 'VIDEO') return element as HTMLImageElement | HTMLVideoElement;
  return 'EMPTY';
}

const sizeOf = (media: HTMLImageElement | HTMLVideoElement) =>
  media instanceof HTMLVideoElement
    ? { width: media.videoWidth, height: media.videoHeight }
    : { width: media.naturalWidth, height: media.naturalHeight };

/** A JPEG of what the painter paints, at most SNAPSHOT_MAX_WIDTH wide; throws on a tainted canvas. */
async function encode(painter: Painter): Promise<Blob | null> {
  const base = Math.min(1, SNAPSHOT_MAX_WIDTH / painter.width);
  return fitJpeg(async (quality, scale) => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(painter.width * base * scale));
    canvas.height = Math.max(1, Math.round(painter.height * base * scale));
    const g = canvas.getContext('2d');
    if (g) painter.paint(g, canvas.width, canvas.height);
    // A tainted canvas (a picture of another origin) throws a SecurityError here.
    return new Promise<Blob | null>((resolve, reject) => {
      try {
        canvas.toBlob(resolve, 'image/jpeg', quality);
      } catch (err) {
        reject(err);
      }
    });
  });
}

/** An announcement on screen; painted without its picture when that picture may not be read. */
async function captureAnnouncement(element: HTMLElement): Promise<Capture> {
  if (!element.getBoundingClientRect().width) return { reason: 'EMPTY' };
  let picture: Blob | null;
  try {
    picture = await encode(announcementPainter(element, true));
  } catch {
    picture = await encode(announcementPainter(element, false));
  }
  return picture ? { picture } : { reason: 'EMPTY' };
}

/** Draws what `root` shows (an announcement, else the shown item) into a canvas and encodes it; else the reason. */
export async function captureScreen(root: ParentNode | null): Promise<Capture> {
  const announcement = root?.querySelector<HTMLElement>('[data-testid="announcement"]');
  if (announcement) return captureAnnouncement(announcement);
  const drawable = drawableOf(root?.querySelector('[data-testid="player-item"]') ?? null);
  if (typeof drawable === 'string') return { reason: drawable };
  const { width, height } = sizeOf(drawable);
  if (!width || !height) return { reason: 'EMPTY' };
  try {
    const picture = await encode({ width, height, paint: (g, w, h) => g.drawImage(drawable, 0, 0, w, h) });
    return picture ? { picture } : { reason: 'EMPTY' };
  } catch {
    return { reason: 'BLOCKED' };
  }
}

/** POST /api/snapshot?key=&id= with the picture, or with `reason` and no body. */
export async function sendCapture(deviceKey: string, requestId: string, capture: Capture, base = ''): Promise<number> {
  const query = { key: deviceKey, id: requestId };
  if ('picture' in capture) {
    const res = await fetch(`${base}${callUrl(playerCalls.snapshot, { query })}`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: capture.picture,
    });
    return res.status;
  }
  const url = callUrl(playerCalls.snapshot, { query: { ...query, reason: capture.reason } });
  const res = await fetch(`${base}${url}`, { method: 'POST' });
  return res.status;
}

/** POST /api/showing: the item the screen starts showing now (for 'läuft gerade'); best effort, never retried. */
export function reportShowing(deviceKey: string, shown: { item: string; start: number; name?: string }, base = '') {
  void fetch(`${base}${callUrl(playerCalls.showing, { query: { key: deviceKey } })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: shown.item, start: Math.round(shown.start), name: shown.name?.slice(0, 200) }),
    keepalive: true,
  }).catch(() => undefined);
}
