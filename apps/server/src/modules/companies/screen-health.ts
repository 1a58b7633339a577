/**
 * The health of screens by the on-time rule (offline only by on-time; 'aus (Ruhezeit)' while they should be off): it
 * needs their locations' hours, which this module owns, so every list of screens (the devices module's, the companies'
 * Geräte tab) judges them here.
 */
import { type ScreenHealthState, type ScreenPower, screenHealthJudge } from '@signage/shared';
import type { AppContext } from '../../context.js';
import type { HealthFacts } from '../device-records/repository.js';
import { type LocationHours, locationHoursOf, NO_HOURS } from './opening-hours.js';

export interface JudgedScreen {
  state: ScreenHealthState;
  /** The location's hours and zone (NO_HOURS without a location). */
  place: LocationHours;
}

/**
 * The on-time health rule for the devices of one answer at the clock's now: their locations' hours are read in one
 * query (not per row), the rule's work is shared per distinct on-time, hours and zone. A heartbeat received but not yet
 * written counts (as the lists show it).
 */
/** Judges one screen (see healthJudge); `withNextOn` also works out when a resting screen is on again. */
export type HealthJudge = Awaited<ReturnType<typeof healthJudge>>;

export async function healthJudge(ctx: AppContext, locations: ReadonlyArray<string | null>) {
  const hours = await locationHoursOf(
    ctx.db,
    locations.filter((g): g is string => g !== null),
  );
  const judge = screenHealthJudge(ctx.clock.now(), ctx.config.offlineAfterMs, ctx.config.silentAfterMs);
  return (
    screen: { guid: string; guidCompany: string | null; lastHeartbeat: number | null; power: ScreenPower | null },
    withNextOn = false,
  ): JudgedScreen => {
    const place = (screen.guidCompany && hours.get(screen.guidCompany)) || NO_HOURS;
    const lastHeartbeat =
      ctx.player.heartbeats.newerThan(screen.guid, screen.lastHeartbeat)?.at ?? screen.lastHeartbeat;
    const state = judge(
      { lastHeartbeat, power: screen.power, hours: place.hours, timeZone: place.timeZone },
      withNextOn,
    );
    return { state, place };
  };
}

/**
 * How many of the screens are online by the health rule (as the lists count them: not offline, not resting), per
 * location (guidCompany) and per network (guidParent).
 */
export async function onlineCounts(ctx: AppContext, screens: HealthFacts[]) {
  const judge = await healthJudge(
    ctx,
    screens.map((s) => s.guidCompany),
  );
  const atLocation = new Map<string, number>();
  const inNetwork = new Map<string, number>();
  const add = (counts: Map<string, number>, guid: string | null) => {
    if (guid) counts.set(guid, (counts.get(guid) ?? 0) + 1);
  };
  for (const screen of screens) {
    // A silent (yellow) screen is not offline: it counts as online, as in the support list's counters.
    const { health } = judge(screen).state;
    if (health !== 'online' && health !== 'silent') continue;
    add(atLocation, screen.guidCompany);
    add(inNetwork, screen.guidParent);
  }
  return { atLocation, inNetwork };
}
