import { type ScreenHealthState, type ScreenPower, screenHealthJudge } from '@signage/shared';
import { inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { devices } from '../../db/schema.js';
import { type LocationHours, locationHoursOf, NO_HOURS } from '../companies/opening-hours.js';
import { type HealthFacts, healthFactsWhere, offlineCondition } from '../device-records/repository.js';

export interface JudgedScreen {
  state: ScreenHealthState;
  /** The location's hours and zone (NO_HOURS without a location). */
  place: LocationHours;
}

/**
 * The issue 26 health rule for the devices of one answer at the clock's now: their locations' hours are read in
 * one query (not per row), the rule's work is shared per distinct on-time, hours and zone. A heartbeat received
 * but not yet written counts (as the lists show it).
 */
export async function healthJudge(ctx: AppContext, locations: ReadonlyArray<string | null>) {
  const hours = await locationHoursOf(
    ctx.db,
    locations.filter((g): g is string => g !== null),
  );
  const judge = screenHealthJudge(ctx.clock.now(), ctx.config.offlineAfterMs);
  return (
    screen: { guid: string; guidCompany: string | null; lastHeartbeat: number | null; power: ScreenPower | null },
    withNextOn = false,
  ): JudgedScreen => {
    const place = (screen.guidCompany && hours.get(screen.guidCompany)) || NO_HOURS;
    const lastHeartbeat = ctx.player.heartbeats.peek(screen.guid)?.at ?? screen.lastHeartbeat;
    const state = judge(
      { lastHeartbeat, power: screen.power, hours: place.hours, timeZone: place.timeZone },
      withNextOn,
    );
    return { state, place };
  };
}

/** The states of the given screens. */
export async function judgeScreens(ctx: AppContext, screens: HealthFacts[]) {
  const judge = await healthJudge(
    ctx,
    screens.map((s) => s.guidCompany),
  );
  return screens.map((screen) => ({ guid: screen.guid, ...judge(screen) }));
}

/**
 * The devices matching `base` that are offline by the issue 26 rule, as a condition for the support list's filter
 * and counter. Only on-time counts, so they are among the devices silent for the threshold by the wall clock;
 * only those are read and judged, and the condition is the wall-clock one less the few that are not offline
 * (resting over a weekend, say): without opening hours exactly the old condition, on the support order's index.
 */
export async function offlineAmong(ctx: AppContext, base: SQL | undefined): Promise<SQL> {
  const wallClock = offlineCondition(new Date(ctx.clock.now() - ctx.config.offlineAfterMs));
  const candidates = await healthFactsWhere(ctx.db, base ? sql`${base} and ${wallClock}` : wallClock);
  const spared = (await judgeScreens(ctx, candidates)).filter((s) => s.state.health !== 'offline');
  if (spared.length === 0) return wallClock;
  const notSpared = notInArray(
    devices.guid,
    spared.map((s) => s.guid),
  );
  return sql`(${wallClock} and ${notSpared})`;
}

/** Which of the given screens rest now ('aus (Ruhezeit)'): the offline mail leaves them out. */
export async function restingScreens(ctx: AppContext, guids: string[]): Promise<ReadonlySet<string>> {
  if (guids.length === 0) return new Set();
  const screens = await judgeScreens(ctx, await healthFactsWhere(ctx.db, inArray(devices.guid, guids) as SQL));
  return new Set(screens.filter((s) => s.state.health === 'resting').map((s) => s.guid));
}
