/**
 * Loop length and the two limits on it (SPEC §5, §8, §9).
 *
 * Units: durations are stored and sent in SECONDS everywhere (SPEC §3 "duration (s)", web item
 * "10 s", maxDuration and maxLength in seconds). SPEC §5's "zero duration of image/web items is
 * replaced by 1000" is the players' millisecond value: such an item shows for 1000 ms. The server
 * therefore stores 1 (second) instead of 0 for images and web items (normalizeDuration), and
 * playbackMs() gives the 1000 ms a player or preview waits.
 */

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
 * The playlist's own loop length in seconds: every own item (active or not — an inactive item can be
 * switched on without another check), linked playlists (type PLAYLIST) not counted.
 */
export function ownLoopSeconds(items: readonly { type: string; duration: number }[]): number {
  return items.filter((item) => item.type !== 'PLAYLIST').reduce((sum, item) => sum + Math.max(0, item.duration), 0);
}

/** Adding is allowed while the own loop is below maxDuration, or when maxDuration is 0/null. */
export function canAddToLoop(ownSeconds: number, maxDuration: number | null | undefined): boolean {
  if (!maxDuration || maxDuration <= 0) return true;
  return ownSeconds < maxDuration;
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
