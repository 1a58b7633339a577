import type { Device, DeviceListRequest, NowPlaying, ScreenHealth, SupportQuery } from '@signage/shared';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { devices } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { LocationHours } from '../companies/opening-hours.js';
import { healthJudge } from '../companies/screen-health.js';
import {
  countDevices,
  type DeviceRow,
  findDevice,
  inNetwork,
  keywordCondition,
  listOrder,
  notArchived,
  notVer,
  ofCompany,
  pageOfDevices,
  scopeCondition,
  screenHealthFacts,
  withoutNetwork,
} from '../device-records/repository.js';
import { judgeScreens, offlineAmong } from './health.js';
import { recordOf, toDevice } from './mapping.js';
import { canSeeDevice, deviceScopeOf } from './policy.js';
import { screensNow } from './screen-now.js';
import { supportPage } from './support-list.js';

export const DEVICE = 'Gerät';

/**
 * What the screens show now, from the plays module, which owns it. app.ts hands it to the device routes: the plays
 * module reaches this one through offers → mail (the offline mail asks which screens rest), so a direct import would
 * close a cycle. `online`: which screens are online now.
 */
export type NowPlayingLookup = (
  devices: readonly string[],
  online: (guid: string) => boolean,
) => Promise<Map<string, NowPlaying>>;

/**
 * Rows as API devices, with health (the on-time rule) and sync state (one resolution per distinct playlist); with
 * `nowPlaying`, what each screen shows now or showed last.
 */
export async function present(ctx: AppContext, rows: DeviceRow[], nowPlaying?: NowPlayingLookup): Promise<Device[]> {
  const player = ctx.player;
  const [etags, judge] = await Promise.all([
    player.currentEtags(rows.map(recordOf)),
    healthJudge(
      ctx,
      rows.map((r) => r.guidCompany),
    ),
  ]);
  const places = new Map<string, LocationHours>();
  const devices = rows.map((row) => {
    const { state, place } = judge(
      {
        guid: row.guid,
        guidCompany: row.guidCompany,
        lastHeartbeat: row.lastHeartbeat?.getTime() ?? null,
        power: row.power,
      },
      true,
    );
    places.set(row.guid, place);
    return toDevice(row, {
      state,
      timeZone: place.timeZone,
      hasOpeningHours: place.hours !== null,
      currentEtag: etags.get(row.guid),
      pending: player.heartbeats.newerThan(row.guid, row.lastHeartbeat?.getTime() ?? null),
    });
  });
  if (!nowPlaying) return devices;
  const health = new Map(devices.map((d) => [d.guid, d.health]));
  const shown = await nowPlaying(
    devices.map((d) => d.guid),
    (guid) => health.get(guid) === 'online',
  );
  const now = await screensNow(ctx, devices, shown, places);
  for (const d of devices) d.nowPlaying = now.get(d.guid) ?? null;
  return devices;
}

/** A device the actor may see, else 404 (other networks' devices do not exist for them). */
export async function visibleDevice(ctx: AppContext, actor: Actor, guid: string): Promise<DeviceRow> {
  const row = await findDevice(ctx.db, guid);
  if (!row || !canSeeDevice(actor, row)) throw notFound(DEVICE);
  return row;
}

export async function getDevice(
  ctx: AppContext,
  actor: Actor,
  guid: string,
  nowPlaying?: NowPlayingLookup,
): Promise<Device> {
  const [device] = await present(ctx, [await visibleDevice(ctx, actor, guid)], nowPlaying);
  return device;
}

const all = (conditions: Array<SQL | undefined>) => and(...conditions.filter((c): c is SQL => c !== undefined));

function statusCondition(status: SupportQuery['status']): SQL | undefined {
  if (!status) return undefined;
  return status === 'SERVICE' ? eq(devices.isService, 1) : eq(devices.deviceState, status);
}

/**
 * POST devices/list. SPEC §4: VER never; without showAll only devices without a network that are not
 * ACTIVE. With companyGuid the devices of that company (show-all implied: they have a network).
 * showArchived adds the archived devices to either list (archived ones usually have a network, so the
 * default list alone would never show them). `hidden`: how many more devices of the caller's reach that match the other
 * filters 'Alle anzeigen' would list (0 with it), so the list can say what it leaves out.
 */
export async function listDevices(ctx: AppContext, actor: Actor, request: DeviceListRequest) {
  const showAll = request.showAll === true || !!request.companyGuid;
  const unassigned = and(ne(devices.deviceState, 'ACTIVE'), withoutNetwork);
  const defaultFilter = request.showArchived ? or(unassigned, eq(devices.isArchived, 1)) : unassigned;
  const matching = all([
    scopeCondition(deviceScopeOf(actor)),
    notVer,
    request.showArchived ? undefined : notArchived,
    request.companyGuid ? ofCompany(request.companyGuid) : undefined,
    statusCondition(request.status),
    request.keyWord ? keywordCondition(request.keyWord) : undefined,
  ]);
  const where = showAll ? matching : all([matching, defaultFilter]);
  const { page, itemsPerPage } = request.pagination ?? { page: 1, itemsPerPage: 50 };
  const count = await countDevices(ctx.db, where);
  // The exact complement of the default filter (a NULL in it counts as 'not listed'): count + hidden = showAll's count.
  const leftOut = sql`not coalesce(${defaultFilter}, false)`;
  const hidden = showAll ? 0 : await countDevices(ctx.db, all([matching, leftOut]));
  const rows = await pageOfDevices(ctx.db, where, listOrder, {
    limit: itemsPerPage,
    offset: (page - 1) * itemsPerPage,
  });
  return { items: await present(ctx, rows), count, hidden };
}

/**
 * GET devices/support: offline devices first (longest silent first); filters and counters in SQL. Offline counts only
 * on-time: the offline devices of the base are found first (offlineAmong), the filter 'offline' and the counter use
 * exactly them, so they agree with the indicator shown.
 */
export async function supportDevices(
  ctx: AppContext,
  actor: Actor,
  query: SupportQuery,
  nowPlaying?: NowPlayingLookup,
) {
  const base = all([
    scopeCondition(deviceScopeOf(actor)),
    query.showVer ? undefined : notVer,
    query.showArchived ? undefined : notArchived,
    query.network ? inNetwork(query.network) : undefined,
    query.keyWord ? keywordCondition(query.keyWord) : undefined,
  ]);
  const offline = await offlineAmong(ctx, base);
  const filter = all([query.showOnline ? undefined : offline, statusCondition(query.status)]);
  const {
    counts,
    matching: count,
    rows,
  } = await supportPage(ctx.db, {
    base,
    selective: !!query.keyWord,
    filter,
    offline,
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  return { items: await present(ctx, rows, nowPlaying), count, counts };
}

/** Screens in service by the device health rule (as the lists show them), for the metrics. */
export async function screenHealthCounts(ctx: AppContext): Promise<Record<ScreenHealth, number>> {
  const counts: Record<ScreenHealth, number> = { online: 0, silent: 0, offline: 0, resting: 0 };
  for (const screen of await judgeScreens(ctx, await screenHealthFacts(ctx.db))) counts[screen.state.health] += 1;
  return counts;
}
