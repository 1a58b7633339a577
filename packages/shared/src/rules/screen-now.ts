/**
 * 'Läuft gerade' as the server knows it, before any report of the screen. It knows the screen's on-time (devices.power
 * with its location's hours and zone) and the announcements that reach it: in its off-time the screen is dark ('aus
 * (Ruhezeit)'), whatever it said last; in its on-time a running announcement fills it (the web player shows it
 * full-screen, the Android player's loop starts with it); else what the screen reported counts.
 */
import { onWindows, screenOnAt } from './opening-hours.js';
import type { OpeningHours, ScreenPower } from './opening-hours-schema.js';
import { MS_PER_DAY } from './time-windows.js';

/** How far back the start of an off-time is looked for (longer: its start is unknown, null). */
export const OFF_SINCE_LOOKBACK_MS = 8 * MS_PER_DAY;

export interface RunningAnnouncement {
  guid: string;
  text: string;
  /** When it started (epoch ms). */
  from: number;
}

export type ScreenNow =
  | { kind: 'off'; since: number | null }
  | { kind: 'announcement'; announcement: RunningAnnouncement }
  | { kind: 'reported' };

/** When the off-time the screen is in at `now` began (the end of its last on-time); null beyond the look-back. */
export function offSince(power: ScreenPower, hours: OpeningHours | null, now: number, timeZone: string) {
  const windows = onWindows(power, hours, now - OFF_SINCE_LOOKBACK_MS, now, timeZone);
  return windows.length > 0 ? (windows[windows.length - 1]?.till ?? null) : null;
}

/** What the screen shows at `now` by what the server knows (`announcement`: the one showing now, if any). */
export function screenNow(input: {
  power: ScreenPower;
  hours: OpeningHours | null;
  timeZone: string;
  now: number;
  announcement: RunningAnnouncement | null;
}): ScreenNow {
  const { power, hours, timeZone, now } = input;
  if (!screenOnAt(power, hours, now, timeZone)) return { kind: 'off', since: offSince(power, hours, now, timeZone) };
  if (input.announcement) return { kind: 'announcement', announcement: input.announcement };
  return { kind: 'reported' };
}
