import { calendarDateAt, GLASS_MAX_BYTES, glassCaptureSize, isoDateText, REPORT_TIME_ZONE } from '@signage/shared';
import { callUrl } from '@signage/shared/calls/define';
import { playerCalls } from '@signage/shared/calls/player';

/**
 * Verified on the glass: at the first showing of each image item per screen and calendar day,
 * and whenever the poll answer carries `device.glassRequest`, the web player draws what is on the glass into a
 * canvas (GLASS_CAPTURE_LONG_SIDE px on the long side, the screen's aspect, the picture fitted 'contain' on black
 * as the player's CSS shows it, at whole pixels; black when nothing is painted) and sends it to POST /api/plays/glass. Which item+day
 * was sent is kept in localStorage, so a reload does not send again. A failed send (network, 5xx) is tried again
 * at a later showing or poll, after a growing wait; it never holds up the loop. Pure apart from the injected parts.
 */

/** The calendar day (Europe/Berlin, as the server counts) of a server-clock instant. */
export const glassDayOf = (at: number) => isoDateText(calendarDateAt(at, REPORT_TIME_ZONE));

/** Which item was sent on which day (only the current day's entries are kept). */
export interface SentDays {
  has(item: string, day: string): boolean;
  add(item: string, day: string): void;
}

/** SentDays in localStorage under one key per screen; memory only when storage is not available. */
export function storedSentDays(
  deviceGuid: string,
  storage: Storage | null = globalThis.localStorage ?? null,
): SentDays {
  const key = `glass-sent:${deviceGuid}`;
  let memory: { day: string; items: string[] } = { day: '', items: [] };
  const read = () => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
      if (parsed && typeof parsed === 'object' && 'day' in parsed && 'items' in parsed) {
        const { day, items } = parsed as { day: unknown; items: unknown };
        if (typeof day === 'string' && Array.isArray(items)) memory = { day, items: items.map(String) };
      }
    } catch {
      // broken or blocked storage: memory only
    }
    return memory;
  };
  return {
    has: (item, day) => {
      const now = read();
      return now.day === day && now.items.includes(item);
    },
    add: (item, day) => {
      const now = read();
      memory = now.day === day ? { day, items: [...new Set([...now.items, item])] } : { day, items: [item] };
      try {
        storage?.setItem(key, JSON.stringify(memory));
      } catch {
        // quota or blocked: memory only
      }
    },
  };
}

/** The body of POST /api/plays/glass (shared glassCapture). */
export interface GlassBody {
  guidItem: string;
  shownAt: number;
  image: string;
  requestId?: string;
}

/** 'done': the server took it or refused it for good (400, 413: never resend); 'retry': try again later. */
export type GlassOutcome = 'done' | 'retry';

export interface GlassCheckerOptions {
  sent: SentDays;
  /** What is on the glass now, as a PNG data URL (black when nothing is painted); null: nothing to draw. */
  capture: () => Promise<string | null>;
  send: (body: GlassBody) => Promise<GlassOutcome>;
  now?: () => number;
}

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;

/** Decides when to capture and send; one capture in flight at a time. */
export class GlassChecker {
  private busy = false;
  private failures = 0;
  private notBefore = 0;
  private readonly answered = new Set<string>();
  private readonly now: () => number;

  constructor(private readonly options: GlassCheckerOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /**
   * An image item is on the glass since `shownAt` (server clock), or a request asks for a check now. Resolves
   * with what happened ('sent', 'skipped' or 'retry'); never throws.
   */
  async check(item: { guid: string; type: string }, shownAt: number, requestId?: string): Promise<string> {
    if (item.type !== 'IMAGE' || this.busy) return 'skipped';
    if (requestId ? this.answered.has(requestId) : this.options.sent.has(item.guid, glassDayOf(shownAt)))
      return 'skipped';
    if (this.now() < this.notBefore) return 'skipped';
    this.busy = true;
    try {
      const image = await this.options.capture();
      if (!image) return 'skipped';
      const outcome = await this.options
        .send({ guidItem: item.guid, shownAt: Math.round(shownAt), image, ...(requestId ? { requestId } : {}) })
        .catch((): GlassOutcome => 'retry');
      if (outcome === 'retry') {
        this.failures += 1;
        this.notBefore = this.now() + Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (this.failures - 1));
        return 'retry';
      }
      this.failures = 0;
      this.notBefore = 0;
      if (requestId) this.answered.add(requestId);
      else this.options.sent.add(item.guid, glassDayOf(shownAt));
      return 'sent';
    } catch {
      return 'skipped';
    } finally {
      this.busy = false;
    }
  }
}

/** The box an element with object-fit 'contain' paints a `w`×`h` picture in, inside `box`. */
export function containBox(box: { x: number; y: number; width: number; height: number }, w: number, h: number) {
  if (!w || !h || !box.width || !box.height) return null;
  const scale = Math.min(box.width / w, box.height / h);
  const width = w * scale;
  const height = h * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** The data URL's decoded bytes (Base64 without its prefix). */
const dataBytes = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4);

/**
 * Draws what `root` (the player's full-screen box) shows: black, and the shown image where the browser paints it
 * (object-fit 'contain' in its element), GLASS_CAPTURE_LONG_SIDE px on the long side; the picture's box rounded to
 * whole pixels (the server draws the expected image the same way: glassContainBox), so no sub-pixel shift blurs a
 * price digit. A PNG data URL, a JPEG (0.92) when the PNG is larger than the server takes. An image not (yet)
 * painted stays black. Throws on a tainted canvas (a picture of another origin).
 */
export function drawGlass(root: HTMLElement): string | null {
  const frame = root.getBoundingClientRect();
  if (!frame.width || !frame.height) return null;
  const canvas = document.createElement('canvas');
  const size = glassCaptureSize(frame.width, frame.height);
  canvas.width = size.width;
  canvas.height = size.height;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.fillStyle = '#000';
  g.fillRect(0, 0, canvas.width, canvas.height);
  const img = root.querySelector<HTMLImageElement>('img[data-testid="player-item"]');
  if (img?.complete && img.naturalWidth > 0) {
    const r = img.getBoundingClientRect();
    const painted = containBox(
      { x: r.left - frame.left, y: r.top - frame.top, width: r.width, height: r.height },
      img.naturalWidth,
      img.naturalHeight,
    );
    if (painted) {
      const sx = canvas.width / frame.width;
      const sy = canvas.height / frame.height;
      g.imageSmoothingEnabled = true;
      g.imageSmoothingQuality = 'high';
      g.drawImage(
        img,
        Math.round(painted.x * sx),
        Math.round(painted.y * sy),
        Math.max(1, Math.round(painted.width * sx)),
        Math.max(1, Math.round(painted.height * sy)),
      );
    }
  }
  const png = canvas.toDataURL('image/png');
  return dataBytes(png) <= GLASS_MAX_BYTES ? png : canvas.toDataURL('image/jpeg', 0.92);
}

/** Waits until the shown image is decoded and painted (at most `ms`); then the capture shows what the glass shows. */
export async function whenPainted(root: HTMLElement, ms = 5_000): Promise<void> {
  const img = root.querySelector<HTMLImageElement>('img[data-testid="player-item"]');
  if (img) {
    await Promise.race([img.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
  }
  // two frames: the decoded picture is on the glass
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** POST /api/plays/glass?key=…: 200, 400 and 413 are final; anything else is tried again later. */
export async function sendGlass(deviceKey: string, body: GlassBody, base = ''): Promise<GlassOutcome> {
  const res = await fetch(`${base}${callUrl(playerCalls.glass, { query: { key: deviceKey } })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.ok || res.status === 400 || res.status === 413 ? 'done' : 'retry';
}
