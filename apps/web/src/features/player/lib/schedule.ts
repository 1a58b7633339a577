/**
 * The schedule of a screen as the poll answer tells it (`upcoming` and `power`, see the route's OpenAPI): which items
 * play at an instant and whether the screen is on, judged on the server's clock (local time + clockOffset), so the
 * player switches by itself between polls and while the server is away. An answer of an older server has neither field:
 * the server's `items`, always on.
 */
import type {
  PlayerItem,
  PlayerPower,
  PlayerResponse,
  PlayerUpcoming,
  PlayerUpcomingItem,
  TimeWindow,
} from '@signage/shared';
import { mediaToKeep } from './offline-loop';

/** The fields of the answer as the server documents them (packages/shared schemas/player.ts). */
export type UpcomingItem = PlayerUpcomingItem;
export type Upcoming = PlayerUpcoming;
export type PowerPlan = PlayerPower;

/** An answer as received: an older server sends neither field, an odd one may send them broken. */
export type ScheduledAnswer = Omit<PlayerResponse, 'upcoming' | 'power'> & { upcoming?: unknown; power?: unknown };

const isInstant = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isWindowList(value: unknown): value is TimeWindow[] {
  return (
    Array.isArray(value) &&
    value.every((w) => !!w && typeof w === 'object' && isInstant(w.from) && isInstant(w.till) && w.from < w.till)
  );
}

const byStart = (windows: readonly TimeWindow[]) => [...windows].sort((a, b) => a.from - b.from);

/** The answer's look-ahead, or null when it has none or a broken one (then it is played as an older answer). */
export function upcomingOf(answer: ScheduledAnswer | null): Upcoming | null {
  const value = answer?.upcoming as Partial<Upcoming> | undefined;
  if (!value || typeof value !== 'object' || !isInstant(value.from) || !isInstant(value.till)) return null;
  if (value.from >= value.till || !Array.isArray(value.items)) return null;
  const items = value.items.filter((item) => !!item && typeof item === 'object' && isWindowList(item.plays));
  if (items.length !== value.items.length) return null;
  return { from: value.from, till: value.till, items: items.map((item) => ({ ...item, plays: byStart(item.plays) })) };
}

/** The answer's on-time, or null (an older server: the screen is always on). */
export function powerOf(answer: ScheduledAnswer | null): PowerPlan | null {
  const value = answer?.power as Partial<PowerPlan> | undefined;
  if (!value || typeof value !== 'object' || typeof value.on !== 'boolean' || !isWindowList(value.windows)) return null;
  const nextChange = isInstant(value.nextChange) ? value.nextChange : null;
  return { on: value.on, windows: byStart(value.windows), nextChange };
}

/** The window holding the instant (from inclusive, till exclusive), or null. */
export function windowAt(windows: readonly TimeWindow[], instant: number): TimeWindow | null {
  return windows.find((w) => w.from <= instant && instant < w.till) ?? null;
}

/** The first window start or end after the instant, or null. */
export function nextEdge(windows: readonly TimeWindow[], after: number): number | null {
  let next: number | null = null;
  for (const w of windows) {
    for (const edge of [w.from, w.till]) if (edge > after && (next === null || edge < next)) next = edge;
  }
  return next;
}

const earliest = (...instants: Array<number | null>) =>
  instants.reduce<number | null>((min, t) => (t === null || (min !== null && min <= t) ? min : t), null);

/** Whether the screen is on at the instant, and until when that holds (null: no change known). */
export interface PowerState {
  on: boolean;
  until: number | null;
}

/**
 * The screen's power at the instant: within the look-ahead by its on-windows; before it the answer's `on`;
 * beyond it on (a screen left alone for more than the look-ahead rather plays than stays dark).
 */
export function powerAt(answer: ScheduledAnswer | null, instant: number): PowerState {
  const power = powerOf(answer);
  if (!power) return { on: true, until: null };
  const range = upcomingOf(answer);
  if (!range) {
    if (power.nextChange === null || instant < power.nextChange) return { on: power.on, until: power.nextChange };
    return { on: !power.on, until: null };
  }
  if (instant >= range.till) return { on: true, until: null };
  if (instant < range.from) return { on: power.on, until: range.from };
  const window = windowAt(power.windows, instant);
  if (window) return { on: true, until: window.till < range.till ? window.till : null };
  const wake = power.windows.find((w) => w.from > instant)?.from ?? range.till;
  return { on: false, until: wake };
}

/** The next instant after `after` at which the set of playing items of the look-ahead changes (≤ till). */
export function nextItemChange(upcoming: Upcoming, after: number): number {
  const edges = upcoming.items.map((item) => nextEdge(item.plays, after));
  return Math.min(earliest(...edges) ?? upcoming.till, upcoming.till);
}

/** The look-ahead's items that play at the instant, in loop order. */
export const upcomingAt = (upcoming: Upcoming, instant: number): UpcomingItem[] =>
  upcoming.items.filter((item) => windowAt(item.plays, instant) !== null);

/**
 * The loop at the instant: the server's `items` until the look-ahead's next change after the answer, then
 * the look-ahead's items playing at the instant; beyond the look-ahead the last loop it describes.
 */
export function itemsAt(answer: ScheduledAnswer | null, instant: number): readonly PlayerItem[] {
  if (!answer) return [];
  const upcoming = upcomingOf(answer);
  if (!upcoming || instant < Math.max(upcoming.from, nextItemChange(upcoming, answer.serverTime))) {
    return answer.items;
  }
  return upcomingAt(upcoming, Math.min(instant, upcoming.till - 1));
}

/**
 * The files to hold ready: those of the loop now and of every item of the look-ahead that still plays
 * (media cached ahead, so a later switch needs no server).
 */
export function mediaAhead(answer: ScheduledAnswer | null, now: number): Array<{ url: string; size: number }> {
  if (!answer) return [];
  const ahead = upcomingOf(answer)?.items.filter((item) => item.plays.some((w) => w.till > now)) ?? [];
  return mediaToKeep([...answer.items, ...ahead], now);
}
