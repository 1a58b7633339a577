/**
 * Loop length and the two limits on it (SPEC §5, §8, §9).
 *
 * Units: durations are stored and sent in SECONDS everywhere (SPEC §3 "duration (s)", web item
 * "10 s", maxDuration and maxLength in seconds). SPEC §5's "zero duration of image/web items is
 * replaced by 1000" is the players' millisecond value: such an item shows for 1000 ms. The server
 * therefore stores 1 (second) instead of 0 for images and web items (normalizeDuration), and
 * playbackMs() gives the 1000 ms a player or preview waits.
 */

import { longestScreenSeconds } from './item-orientation.js';
import type { ItemSchedule } from './opening-hours-schema.js';

export type ItemType = 'IMAGE' | 'VIDEO' | 'WEB' | 'PLAYLIST';

/** What a zero image/web duration becomes, in ms (SPEC §5). */
export const ZERO_DURATION_REPLACEMENT_MS = 1000;

export const NOT_ALLOWED_TITLE = 'Nicht erlaubt';
export const maxDurationMessage = (maxDuration: number) =>
  `Sie haben die maximale Sendeschleife bereits ausgeschöpft. Erlaubt sind ${maxDuration} Sekunden`;
export const MAX_LENGTH_HINT =
  'Kein Upload mehr möglich. Ihre Maximal Länge ist erreicht. Bitte entfernen Sie zunächst ein Video';

const hasFixedDuration = (type: string) => type === 'IMAGE' || type === 'WEB';

/** Seconds to store: a zero (or negative) image/web duration becomes 1 s (= 1000 ms). */
export function normalizeDuration(type: string, seconds: number): number {
  const whole = Math.max(0, Math.round(seconds));
  if (whole === 0 && hasFixedDuration(type)) return ZERO_DURATION_REPLACEMENT_MS / 1000;
  return whole;
}

/** How long a player shows an item, in ms (videos run to their end; this is their nominal length). */
export function playbackMs(type: string, seconds: number): number {
  if (seconds <= 0 && hasFixedDuration(type)) return ZERO_DURATION_REPLACEMENT_MS;
  return Math.max(0, seconds) * 1000;
}

/**
 * The playlist's own loop length in seconds: every own item, linked playlists (type PLAYLIST) not counted.
 * Items of one orientation count only for the screens of it: the longest loop a screen plays.
 */
export function ownLoopSeconds(
  items: readonly { type: string; duration: number; orientation?: string | null }[],
): number {
  return longestScreenSeconds(items.filter((item) => item.type !== 'PLAYLIST'));
}

/** What the loop limits need to know of an item (activeTill in epoch ms, null = open end). */
export interface LoopItem {
  type: string;
  duration: number;
  active: number;
  activeTill: number | null;
  /** 'horizontal' / 'vertical': counts only for screens of it (see ownLoopSeconds). */
  orientation?: string | null;
  /** When it plays; null or absent: always. */
  schedule?: ItemSchedule | null;
}

/** An own item that can play in its validity window: active and the window not ended (a later start still counts). */
export function canPlayInLoop(item: LoopItem, now: number): boolean {
  return item.type !== 'PLAYLIST' && item.active === 1 && (item.activeTill === null || item.activeTill > now);
}

/**
 * The loop length the limits count (SPEC §5 maxDuration, maxLength): the own items that can play —
 * inactive items and items whose window has ended do not lengthen the loop.
 */
export function playableLoopSeconds(items: readonly LoopItem[], now: number): number {
  return ownLoopSeconds(items.filter((item) => canPlayInLoop(item, now)));
}

/** Adding is allowed while the own loop is below maxDuration, or when maxDuration is 0/null. */
export function canAddToLoop(ownSeconds: number, maxDuration: number | null | undefined): boolean {
  if (!maxDuration || maxDuration <= 0) return true;
  return ownSeconds < maxDuration;
}

/**
 * Whether a change of the loop (playable seconds before → after) keeps to maxDuration. A change that
 * does not lengthen the loop is always allowed. A new item ('add': upload, media-library item, web
 * item) follows SPEC §5: allowed while the loop is below maxDuration. A change of an existing item
 * ('change': duration, activating it, its window) whose result is known must end within maxDuration.
 */
export function loopChangeAllowed(
  kind: 'add' | 'change',
  before: number,
  after: number,
  maxDuration: number | null | undefined,
): boolean {
  if (after <= before || !maxDuration || maxDuration <= 0) return true;
  return kind === 'add' ? canAddToLoop(before, maxDuration) : after <= maxDuration;
}

/** Upload is hidden (and refused) when the playlist's maxLength is set and its length exceeds it. */
export function isUploadHidden(maxLength: number | null | undefined, loopSeconds: number): boolean {
  return !!maxLength && maxLength > 0 && loopSeconds > maxLength;
}

/** Loop length green within the maximum, red when exceeded (no maximum: green). */
export function loopLengthColour(loopSeconds: number, max: number | null | undefined): 'green' | 'red' {
  return !max || max <= 0 || loopSeconds <= max ? 'green' : 'red';
}

/** hh:mm:ss; hours keep counting past 24. */
export function formatLoopLength(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
