import type { NowPlaying } from '@signage/shared';
import dayjs from 'dayjs';

/** A time of today as 'HH:mm', of another day as 'DD.MM. HH:mm' (local time of the browser). */
export function shortTime(at: number, now: number): string {
  const time = dayjs(at);
  return time.isSame(dayjs(now), 'day') ? time.format('HH:mm') : time.format('DD.MM. HH:mm');
}

/** The longest announcement text a list shows (the device page shows it whole). */
export const LIST_NAME_CHARS = 40;

type LineKey =
  | 'devices.nowPlaying.live'
  | 'devices.nowPlaying.last'
  | 'devices.nowPlaying.announcement'
  | 'devices.nowPlaying.off'
  | 'devices.nowPlaying.offUnknown';

const shortened = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * The 'läuft gerade' line of a screen as an i18n key and its values: in its off-time 'aus (Ruhezeit)', during an
 * announcement 'Ankündigung: Text' (shortened to `maxName` characters in a list), live ('läuft gerade: Name seit
 * 10:42') while the screen said it shows the item and is online; else what it showed last, with the end of that
 * play when known.
 */
export function nowPlayingLine(
  nowPlaying: NowPlaying | null | undefined,
  now: number,
  maxName = Number.POSITIVE_INFINITY,
): { key: LineKey; name: string; time: string } | null {
  if (!nowPlaying) return null;
  const time = (at: number | null) => (at === null ? '' : shortTime(at, now));
  if (nowPlaying.kind === 'off')
    return nowPlaying.since === null
      ? { key: 'devices.nowPlaying.offUnknown', name: '', time: '' }
      : { key: 'devices.nowPlaying.off', name: '', time: time(nowPlaying.since) };
  if (nowPlaying.kind === 'announcement')
    return {
      key: 'devices.nowPlaying.announcement',
      name: shortened(nowPlaying.name, maxName),
      time: time(nowPlaying.since),
    };
  if (nowPlaying.live) return { key: 'devices.nowPlaying.live', name: nowPlaying.name, time: time(nowPlaying.since) };
  return { key: 'devices.nowPlaying.last', name: nowPlaying.name, time: time(nowPlaying.until ?? nowPlaying.since) };
}

/** How often the device page asks whether the requested picture has arrived. */
export const SNAPSHOT_POLL_MS = 2000;
/** How often the device page refreshes 'läuft gerade'. */
export const NOW_PLAYING_REFRESH_MS = 15_000;
