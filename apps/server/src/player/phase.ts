/**
 * The phases of a screen's answer: between two boundaries (an item's schedule or from/till, the screen's on-time, and a
 * refresh every REFRESH_MS on a fixed grid) the answer is constant. A phase's start is found the same way whenever and
 * in whichever process it is computed, so all processes give one ETag.
 */
import {
  clipWindows,
  type ItemSchedule,
  intersectWindows,
  nextPowerBoundary,
  onWindows,
  playingWindows,
  type TimeWindow,
} from '@signage/shared';
import type { ItemPlan } from './item-plan.js';
import type { ResolvedItem } from './resolve.js';
import type { ScreenPlace } from './screen-place.js';

/** A phase lasts at most this long: the refresh grid (00, 06, 12, 18 UTC). */
export const REFRESH_MS = 6 * 3_600_000;
/** How far `upcoming` looks ahead from the phase's start. */
export const LOOKAHEAD_MS = 24 * 3_600_000;

export type UpcomingItem = ResolvedItem & { plays: TimeWindow[]; schedule?: ItemSchedule };

export interface Phase {
  from: number;
  till: number;
  /** What plays at `from` (future activeFrom kept, as before schedules). */
  items: ResolvedItem[];
  upcoming: { from: number; till: number; items: UpcomingItem[] };
  power: { on: boolean; windows: TimeWindow[]; nextChange: number | null };
}

const holdsAt = (windows: readonly TimeWindow[], at: number) => windows.some((w) => w.from <= at && at < w.till);

/** The windows of [from, till) in which all of the plan's schedules let the item play. */
function planWindows(plan: ItemPlan, place: ScreenPlace, from: number, till: number): TimeWindow[] {
  let windows: TimeWindow[] = [{ from, till }];
  for (const schedule of plan.schedules) {
    windows = intersectWindows(windows, playingWindows(schedule, place.hours, from, till, place.timeZone));
  }
  return windows;
}

/**
 * The phase containing `now` for the given items (already filtered by orientation; `plans` by the same
 * index). Edges inside the refresh cell are every window edge and from/till time; the phase starts at the
 * last one at or before now (or the cell's start) and ends at the next one (or the cell's end).
 */
export function phaseAt(
  items: readonly ResolvedItem[],
  plans: ReadonlyArray<ItemPlan | null>,
  /** The items' activeFrom/activeTill times (ResolvedPlaylist.boundaries). */
  times: readonly number[],
  place: ScreenPlace,
  now: number,
): Phase {
  const cell = Math.floor(now / REFRESH_MS) * REFRESH_MS;
  const horizon = cell + REFRESH_MS + LOOKAHEAD_MS;
  const byKey = new Map<string, TimeWindow[]>();
  const windowsOf = (plan: ItemPlan | null) => {
    if (!plan) return null;
    let windows = byKey.get(plan.key);
    if (!windows) {
      windows = planWindows(plan, place, cell, horizon);
      byKey.set(plan.key, windows);
    }
    return windows;
  };
  const edges = [...times];
  items.forEach((item, i) => {
    if (item.activeTill !== null && item.activeTill <= cell) return;
    for (const w of windowsOf(plans[i] ?? null) ?? []) edges.push(w.from, w.till);
  });
  const powerWindows = onWindows(place.power, place.hours, cell, horizon, place.timeZone);
  for (const w of powerWindows) edges.push(w.from, w.till);
  let from = cell;
  let till = cell + REFRESH_MS;
  for (const edge of edges) {
    if (edge > from && edge <= now) from = edge;
    else if (edge > now && edge < till) till = edge;
  }

  const ahead = from + LOOKAHEAD_MS;
  const playing: ResolvedItem[] = [];
  const upcoming: UpcomingItem[] = [];
  items.forEach((item, i) => {
    if (item.activeTill !== null && item.activeTill <= from) return;
    const plan = plans[i] ?? null;
    const windows = windowsOf(plan);
    if (!windows || holdsAt(windows, from)) playing.push(item);
    const own = { from: Math.max(from, item.activeFrom ?? from), till: Math.min(ahead, item.activeTill ?? ahead) };
    const plays = windows ? clipWindows(windows, own.from, own.till) : clipWindows([own], from, ahead);
    if (plays.length > 0) upcoming.push(plan ? { ...item, plays, schedule: plan.shown } : { ...item, plays });
  });
  return {
    from,
    till,
    items: playing,
    upcoming: { from, till: ahead, items: upcoming },
    power: {
      on: holdsAt(powerWindows, from),
      windows: clipWindows(powerWindows, from, ahead),
      nextChange: nextPowerBoundary(place.power, place.hours, from, place.timeZone),
    },
  };
}
