/**
 * The loop-length limit counts what plays at the same time: with schedules, a morning item and an evening item never
 * share a loop, so their lengths do not add up.
 */
import { ITEM_ORIENTATIONS, playsOnScreen } from './item-orientation.js';
import { canPlayInLoop, type LoopItem, ownLoopSeconds } from './loop.js';
import { DEFAULT_OFFER_TIME_ZONE } from './offer-dates.js';
import { hoursQuietFrom, itemPlaysAt, playingWindows } from './opening-hours.js';
import { ALWAYS, type ItemSchedule, type OpeningHours } from './opening-hours-schema.js';
import { clipWindows, QUIET_LOOKAHEAD_MS, type TimeWindow } from './time-windows.js';

export interface ScheduledLoopItem {
  /** Length in the loop, in seconds. */
  seconds: number;
  schedule: ItemSchedule;
  /** The item's own from/till window, if it has one (epoch ms). */
  active?: TimeWindow;
}

/** From `after` on, the stretch that shows every state the schedules can reach (past the last date exception). */
export function patternHorizon(hours: OpeningHours | null, after: number): TimeWindow {
  return { from: after, till: Math.max(after, hoursQuietFrom(hours)) + QUIET_LOOKAHEAD_MS };
}

/** The longest loop within [from, till): at each instant the sum of the items that play then, at its highest. */
export function peakConcurrentSeconds(
  items: readonly ScheduledLoopItem[],
  hours: OpeningHours | null,
  from: number,
  till: number,
  timeZone: string,
): number {
  const changes: [at: number, seconds: number][] = [];
  for (const item of items) {
    const windows = playingWindows(item.schedule, hours, from, till, timeZone);
    const playing = item.active ? clipWindows(windows, item.active.from, item.active.till) : windows;
    for (const w of playing) changes.push([w.from, item.seconds], [w.till, -item.seconds]);
  }
  // an item ending at the instant another starts does not overlap it: ends first
  changes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let peak = 0;
  for (const [, seconds] of changes) {
    running += seconds;
    peak = Math.max(peak, running);
  }
  return peak;
}

/** A place whose hours a playlist plays by: a location of one of its screens. */
export interface LoopPlace {
  hours: OpeningHours | null;
  timeZone: string;
}

/** Where no screen plays the playlist yet: no hours (always open), the default zone. */
export const NO_PLACE: LoopPlace = { hours: null, timeZone: DEFAULT_OFFER_TIME_ZONE };

const alwaysPlays = (item: { schedule?: ItemSchedule | null }) => !item.schedule || item.schedule.kind === 'always';

/** Whether the item's schedule lets it play at the instant at one of the places at least (no place: NO_PLACE). */
export function schedulePlaysSomewhere(
  item: { schedule?: ItemSchedule | null },
  now: number,
  places: readonly LoopPlace[],
): boolean {
  if (alwaysPlays(item)) return true;
  const schedule = item.schedule as ItemSchedule;
  return (places.length > 0 ? places : [NO_PLACE]).some((p) => itemPlaysAt(schedule, p.hours, now, p.timeZone));
}

/**
 * The longest loop one screen plays when items play only by their schedules: the own items (linked
 * playlists not counted) that play at the same time, from `now` over the pattern horizon of each place's
 * hours; of several places (screens at locations with different hours) the highest. Without schedules (or
 * with every item 'always') it is exactly ownLoopSeconds.
 */
export function scheduledLoopSeconds(
  items: readonly Pick<LoopItem, 'type' | 'duration' | 'orientation' | 'schedule'>[],
  now: number,
  places: readonly LoopPlace[],
): number {
  const own = items.filter((item) => item.type !== 'PLAYLIST');
  if (own.every(alwaysPlays)) return ownLoopSeconds(own);
  let peak = 0;
  for (const place of places.length > 0 ? places : [NO_PLACE]) {
    const { from, till } = patternHorizon(place.hours, now);
    for (const orientation of ITEM_ORIENTATIONS) {
      const onScreen = own
        .filter((item) => playsOnScreen(item, orientation))
        .map((item) => ({ seconds: Math.max(0, item.duration), schedule: item.schedule ?? ALWAYS }));
      peak = Math.max(peak, peakConcurrentSeconds(onScreen, place.hours, from, till, place.timeZone));
    }
  }
  return peak;
}

/**
 * The loop length the limits count (SPEC §5 maxDuration, maxLength): of the own items that can play (active, window not
 * ended), the most that play at the same time (scheduledLoopSeconds). Without schedules it is exactly
 * playableLoopSeconds, the sum as before.
 */
export function concurrentLoopSeconds(items: readonly LoopItem[], now: number, places: readonly LoopPlace[]): number {
  return scheduledLoopSeconds(
    items.filter((item) => canPlayInLoop(item, now)),
    now,
    places,
  );
}
