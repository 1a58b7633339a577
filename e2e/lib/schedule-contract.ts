/**
 * Answers a screen's polls with the schedule fields (`upcoming`, `power`, `items` of the phase) as the field contract
 * describes them, until the server side is merged: the real server's answer (device, playlist, items with their media
 * addresses) plus a scenario of item schedules, opening hours and screen power, computed with the shared rules on the
 * page's (controlled) clock. After the merge the e2e drops this and the real server answers.
 */
import {
  clipWindows,
  type ItemSchedule,
  intersectWindows,
  itemPlaysAt,
  nextBoundary,
  nextPowerBoundary,
  type OpeningHours,
  onWindows,
  type PlayerResponse,
  playingWindows,
  type ScreenPower,
  screenOnAt,
} from '@signage/shared';
import type { Page, Route } from 'playwright-core';

const HOUR = 3_600_000;
/** A phase lasts at most 6 hours; the look-ahead covers 24 hours from the phase's start. */
const PHASE_MAX_MS = 6 * HOUR;
const LOOK_AHEAD_MS = 24 * HOUR;

export interface Scenario {
  timeZone: string;
  /** An instant at or before the test's first poll, on a phase boundary (e.g. a midnight). */
  origin: number;
  hours: OpeningHours | null;
  power: ScreenPower;
  /** Per item guid; items not named play always. */
  schedules: Record<string, ItemSchedule>;
}

/** Whether the server can be reached, and how many polls the screen made (the heartbeat). */
export interface Network {
  away: boolean;
  polls: number;
}

/** The start of the phase holding `now`: the last boundary of any schedule, the power or the 6-hour refresh. */
function phaseStart(scenario: Scenario, now: number): number {
  const { hours, timeZone, power } = scenario;
  const schedules = Object.values(scenario.schedules);
  let from = scenario.origin;
  for (;;) {
    const candidates = [
      nextBoundary(schedules, hours, from, timeZone),
      nextPowerBoundary(power, hours, from, timeZone),
      from + PHASE_MAX_MS,
    ].filter((t): t is number => t !== null);
    const next = Math.min(...candidates);
    if (next > now) return from;
    from = next;
  }
}

/** The answer of the contract at `now` for the real server's answer `real` (which lists every item). */
export function contractAnswer(real: PlayerResponse, scenario: Scenario, now: number) {
  const { hours, timeZone, power } = scenario;
  const from = phaseStart(scenario, now);
  const till = from + LOOK_AHEAD_MS;
  const scheduleOf = (guid: string): ItemSchedule => scenario.schedules[guid] ?? { kind: 'always' };
  const upcomingItems = real.items.flatMap((item) => {
    const validity = [{ from: item.activeFrom ?? from, till: item.activeTill == null ? till : item.activeTill + 1 }];
    const schedule = scheduleOf(item.guid);
    const plays = intersectWindows(
      playingWindows(schedule, hours, from, till, timeZone),
      clipWindows(validity, from, till),
    );
    if (plays.length === 0) return [];
    return [{ ...item, plays, ...(schedule.kind === 'always' ? {} : { schedule }) }];
  });
  return {
    ...real,
    serverTime: now,
    etag: `"${real.etag.replaceAll('"', '')}-${from}"`,
    items: real.items.filter((item) => itemPlaysAt(scheduleOf(item.guid), hours, from, timeZone)),
    upcoming: { from, till, items: upcomingItems },
    power: {
      on: screenOnAt(power, hours, from, timeZone),
      windows: onWindows(power, hours, from, till, timeZone),
      nextChange: nextPowerBoundary(power, hours, from, timeZone),
    },
  };
}

const isPoll = (url: URL) => url.pathname === '/api/playlist';

/** Polls answered by the contract (with 304 for an unchanged phase, as the server does). */
export async function answerFromContract(page: Page, scenario: Scenario): Promise<void> {
  await page.route(isPoll, async (route: Route) => {
    const request = route.request();
    const now = await page.evaluate(() => Date.now());
    const { 'if-none-match': known, ...headers } = request.headers();
    const response = await route.fetch({ headers });
    if (response.status() !== 200) return route.fulfill({ response });
    const answer = contractAnswer((await response.json()) as PlayerResponse, scenario, now);
    if (known === answer.etag) return route.fulfill({ status: 304, headers: { etag: answer.etag } });
    return route.fulfill({ status: 200, json: answer, headers: { etag: answer.etag } });
  });
}

/**
 * The server's reachability as the page sees it: while `away`, polls and media requests fail as with a
 * dead network. Registered after the answers, so it decides first; it counts every poll.
 */
export async function cutWhenAway(page: Page, network: Network): Promise<void> {
  await page.route(
    (url) => isPoll(url) || url.pathname.startsWith('/media/'),
    async (route: Route) => {
      if (isPoll(new URL(route.request().url()))) network.polls += 1;
      if (network.away) return route.abort('connectionrefused');
      return route.fallback();
    },
  );
}
