import type { NowPlaying } from '@signage/shared';
import dayjs from 'dayjs';

/** A time of today as 'HH:mm', of another day as 'DD.MM. HH:mm' (local time of the browser). */
export function shortTime(at: number, now: number): string {
  const time = dayjs(at);
  return time.isSame(dayjs(now), 'day') ? time.format('HH:mm') : time.format('DD.MM. HH:mm');
}

/**
 * The 'läuft gerade' line of a screen as an i18n key and its values: live ('läuft gerade: Name seit 10:42') while
 * the screen said it shows the item and is online; else what it showed last, with the end of that play when known.
 */
export function nowPlayingLine(
  nowPlaying: NowPlaying | null | undefined,
  now: number,
): { key: 'devices.nowPlaying.live' | 'devices.nowPlaying.last'; name: string; time: string } | null {
  if (!nowPlaying) return null;
  if (nowPlaying.live)
    return { key: 'devices.nowPlaying.live', name: nowPlaying.name, time: shortTime(nowPlaying.since, now) };
  return {
    key: 'devices.nowPlaying.last',
    name: nowPlaying.name,
    time: shortTime(nowPlaying.until ?? nowPlaying.since, now),
  };
}

/** How often the device page asks whether the requested picture has arrived. */
export const SNAPSHOT_POLL_MS = 2000;
/** How often the device page refreshes 'läuft gerade'. */
export const NOW_PLAYING_REFRESH_MS = 15_000;
