import { inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { devices } from '../../db/schema.js';
import { healthJudge } from '../companies/screen-health.js';
import { type HealthFacts, healthFactsWhere, offlineCondition } from '../device-records/repository.js';

/** The states of the given screens. */
export async function judgeScreens(ctx: AppContext, screens: HealthFacts[]) {
  const judge = await healthJudge(
    ctx,
    screens.map((s) => s.guidCompany),
  );
  return screens.map((screen) => ({ guid: screen.guid, ...judge(screen) }));
}

/**
 * The devices matching `base` that are offline by the on-time rule, as a condition for the support list's filter and
 * counter. Only on-time counts, so they are among the devices silent for the threshold by the wall clock; only those
 * are read and judged, and the condition is the wall-clock one less the few that are not offline (resting over a
 * weekend, say): without opening hours exactly the old condition, on the support order's index.
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
