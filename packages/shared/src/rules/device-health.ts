/** SPEC §4/§9: device health as the lists show it. */
import { nextPowerBoundary, onWindows, screenOnAt } from './opening-hours.js';
import {
  DEFAULT_SCREEN_POWER,
  type OpeningHours,
  type ScreenPower,
  WEEKDAY_LABELS,
  weekdayKey,
} from './opening-hours-schema.js';
import { MS_PER_DAY, MS_PER_MINUTE, type TimeWindow } from './time-windows.js';
import { calendarDateAt, dayNumber, weekdayOf, zoneOffsetMs } from './zoned-time.js';

export const DEFAULT_OFFLINE_AFTER_MS = 24 * 3_600_000;

/** 0 online (green), 1 yellow ('keine Meldung seit …'), 2 offline (red). */
export type DeviceIndicator = 0 | 1 | 2;
export type DiskColour = 'green' | 'orange' | 'red';

/** Offline (2) when the last heartbeat is missing or at least `offlineAfterMs` old, else online (0). */
export function deviceIndicator(
  lastHeartbeat: number | null | undefined,
  now: number,
  offlineAfterMs: number = DEFAULT_OFFLINE_AFTER_MS,
): DeviceIndicator {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite refuses null and undefined as well; the first two tests narrow the type
  if (lastHeartbeat === null || lastHeartbeat === undefined || !Number.isFinite(lastHeartbeat)) return 2;
  return now - lastHeartbeat >= offlineAfterMs ? 2 : 0;
}

/** Used share of the disk in percent (0–100, may exceed 100 on bad reports); null when unknown. */
export function diskUsagePercent(current: number | null | undefined, max: number | null | undefined): number | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the Number.isFinite checks below refuse null and undefined as well; this line narrows the type
  if (current === null || current === undefined || max === null || max === undefined) return null;
  if (!Number.isFinite(current) || !Number.isFinite(max) || max <= 0 || current < 0) return null;
  return (current / max) * 100;
}

/** Green below 80 %, orange from 80 to 95 % inclusive, red above 95 %; null when unknown. */
export function diskColour(current: number | null | undefined, max: number | null | undefined): DiskColour | null {
  const percent = diskUsagePercent(current, max);
  if (percent === null) return null;
  if (percent < 80) return 'green';
  return percent > 95 ? 'red' : 'orange';
}

/**
 * Alerts know the shop is closed. A screen's health from its last heartbeat, the clock, its on-time (devices.power;
 * null = DEFAULT_SCREEN_POWER) and its location's hours and zone:
 * - 'offline' (indicator 2, red): no heartbeat ever, or the time the screen SHOULD have been on since its last
 *   heartbeat (onTimeMs) reached the threshold (OFFLINE_AFTER_HOURS, 24 h). Time it should have been off
 *   does not count, so a screen switched off at closing time is not offline overnight or over the weekend.
 * - 'silent' (indicator 1, yellow, 'keine Meldung seit …'): not offline, silent for `silentAfterMs`
 *   (SILENT_AFTER_MINUTES, 15 min) and it should be on now.
 * - 'resting' (indicator 0, 'aus (Ruhezeit)', grey): not offline, silent for `silentAfterMs`, and it should be
 *   off now; `nextOnAt` is when it should be on again (null: its on-time never comes back).
 * - 'online' (indicator 0, green): otherwise.
 * Without opening hours and with the default or 'immer an', on-time is all the time: the rule is the old one.
 */
export type ScreenHealth = 'online' | 'silent' | 'offline' | 'resting';

/**
 * Default silence after which a screen counts as silent (yellow) when it should be on, as off when it should be off
 * (heartbeats are written every 5 minutes).
 */
export const SILENT_AFTER_MS = 15 * MS_PER_MINUTE;
/** On-time is summed over at most this far back; a screen silent for longer is offline whatever its hours. */
export const HEALTH_LOOKBACK_MS = 366 * MS_PER_DAY;

/** What the rule needs of one screen besides the clock. */
export interface ScreenFacts {
  lastHeartbeat: number | null | undefined;
  /** devices.power; null = DEFAULT_SCREEN_POWER. */
  power: ScreenPower | null;
  /** The location's effective hours; null = none set (always open). */
  hours: OpeningHours | null;
  timeZone: string;
}

export interface ScreenHealthInput extends ScreenFacts {
  now: number;
  offlineAfterMs?: number;
  silentAfterMs?: number;
}

export interface ScreenHealthState {
  health: ScreenHealth;
  /** SPEC §4 indicator: 0 online or resting, 1 silent, 2 offline. */
  indicator: DeviceIndicator;
  /** When a resting screen should be on again (epoch ms); null otherwise. */
  nextOnAt: number | null;
}

/**
 * The latest last heartbeat at which a screen counts as offline at `now`: the on-time from it till now is
 * exactly `offlineAfterMs` (on-time only shrinks as the heartbeat gets later). Summed backwards from now in
 * growing stretches (3, 6, 12 … days) and stopped once reached; never earlier than HEALTH_LOOKBACK_MS ago.
 */
export function offlineCutoff(
  power: ScreenPower,
  hours: OpeningHours | null,
  now: number,
  timeZone: string,
  offlineAfterMs: number = DEFAULT_OFFLINE_AFTER_MS,
): number {
  if (alwaysOn(power, hours)) return now - offlineAfterMs;
  const limit = now - HEALTH_LOOKBACK_MS;
  let sum = 0;
  let stretch = 3 * MS_PER_DAY;
  for (let end = now; end > limit; stretch *= 2) {
    const start = Math.max(limit, end - stretch);
    const windows = onWindows(power, hours, start, end, timeZone);
    for (let i = windows.length - 1; i >= 0; i--) {
      const w = windows[i] as TimeWindow;
      if (sum + (w.till - w.from) >= offlineAfterMs) return w.till - (offlineAfterMs - sum);
      sum += w.till - w.from;
    }
    end = start;
  }
  return limit;
}

/** 'immer an', or the opening hours of a location that has none: on all the time. */
const alwaysOn = (power: ScreenPower, hours: OpeningHours | null) =>
  power.kind === 'always' || (power.kind === 'hours' && hours === null);

/**
 * The rule for many screens at one instant (a list page, the support counters, the offline mail): the
 * offline cutoff and whether screens should be on are worked out once per distinct power, hours and zone.
 * `nextOnAt` is only worked out when asked (it costs a search of the coming days).
 */
export function screenHealthJudge(
  now: number,
  offlineAfterMs: number = DEFAULT_OFFLINE_AFTER_MS,
  silentAfterMs: number = SILENT_AFTER_MS,
) {
  type Facts = { cutoff: number; on: boolean };
  // Per hours object the table of its content (locations inheriting one network's hours share it), by zone and power.
  const byContent = new Map<string, Map<string, Facts>>();
  const byObject = new WeakMap<OpeningHours, Map<string, Facts>>();
  const tableOf = (hours: OpeningHours | null) => {
    let table = hours === null ? byContent.get('null') : byObject.get(hours);
    if (table) return table;
    const content = hours === null ? 'null' : JSON.stringify(hours);
    table = byContent.get(content) ?? new Map<string, Facts>();
    byContent.set(content, table);
    if (hours !== null) byObject.set(hours, table);
    return table;
  };
  const factsOf = (stored: ScreenPower | null, hours: OpeningHours | null, timeZone: string) => {
    const table = tableOf(hours);
    const key = `${timeZone} ${stored === null ? 'default' : JSON.stringify(stored)}`;
    let found = table.get(key);
    if (!found) {
      const power = stored ?? DEFAULT_SCREEN_POWER;
      found = {
        cutoff: offlineCutoff(power, hours, now, timeZone, offlineAfterMs),
        on: alwaysOn(power, hours) || screenOnAt(power, hours, now, timeZone),
      };
      table.set(key, found);
    }
    return found;
  };
  return (screen: ScreenFacts, withNextOn = false): ScreenHealthState => {
    const last = screen.lastHeartbeat;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite refuses null and undefined as well; the first two tests narrow the type
    if (last === null || last === undefined || !Number.isFinite(last)) return OFFLINE;
    const facts = factsOf(screen.power, screen.hours, screen.timeZone);
    if (last <= facts.cutoff) return OFFLINE;
    if (now - last < silentAfterMs) return ONLINE;
    if (facts.on) return SILENT;
    const power = screen.power ?? DEFAULT_SCREEN_POWER;
    const nextOnAt = withNextOn ? nextPowerBoundary(power, screen.hours, now, screen.timeZone) : null;
    return { health: 'resting', indicator: 0, nextOnAt };
  };
}

const OFFLINE: ScreenHealthState = { health: 'offline', indicator: 2, nextOnAt: null };
const ONLINE: ScreenHealthState = { health: 'online', indicator: 0, nextOnAt: null };
const SILENT: ScreenHealthState = { health: 'silent', indicator: 1, nextOnAt: null };

/** One screen's health (see screenHealthJudge for many). */
export function screenHealth(input: ScreenHealthInput): ScreenHealthState {
  return screenHealthJudge(input.now, input.offlineAfterMs, input.silentAfterMs)(input, true);
}

/** 'Mo 8:30' in the zone; with the date ('Mo 12.01. 8:30') when it is six days or more away. */
export function onAgainText(at: number, now: number, timeZone: string): string {
  const date = calendarDateAt(at, timeZone);
  const wall = at + zoneOffsetMs(at, timeZone);
  const minuteOfDay = Math.floor((((wall % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MS_PER_MINUTE);
  const time = `${Math.floor(minuteOfDay / 60)}:${String(minuteOfDay % 60).padStart(2, '0')}`;
  const day = WEEKDAY_LABELS[weekdayKey(weekdayOf(date))];
  if (dayNumber(date) - dayNumber(calendarDateAt(now, timeZone)) < 6) return `${day} ${time}`;
  return `${day} ${String(date.day).padStart(2, '0')}.${String(date.month).padStart(2, '0')}. ${time}`;
}
