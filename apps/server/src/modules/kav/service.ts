import { percentShares } from '@signage/shared';
import { and, type SQL } from 'drizzle-orm';
import type { Actor, AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { type CostRow, costRows, ofNetwork } from '../companies/cost-rows.js';
import { visibleReach } from '../companies/policy.js';
import { companyReach } from '../companies/repository.js';
import { NETWORK, visibleCompany } from '../companies/service.js';
import { countUnbookedDevices } from './repository.js';

/** The companies in the actor's scope (visible networks), optionally one network only (404 when not visible). */
export async function rowsInScope(ctx: AppContext, actor: Actor, networkGuid?: string): Promise<CostRow[]> {
  const conditions: Array<SQL | undefined> = [companyReach(visibleReach(actor))];
  if (networkGuid) {
    const network = await visibleCompany(ctx, actor, networkGuid, NETWORK);
    if (network.isMother !== 1) throw notFound(NETWORK);
    conditions.push(ofNetwork(networkGuid));
  }
  return costRows(ctx.db, and(...conditions));
}

/** kav/ksttraeger: the companies that carry a cost centre. */
export async function carriers(ctx: AppContext, actor: Actor, networkGuid?: string) {
  const rows = await rowsInScope(ctx, actor, networkGuid);
  return rows
    .filter((r): r is CostRow & { costCenter: string } => r.costCenter !== null)
    .map(({ cntMisassigned: _m, ...r }) => r);
}

type Totals = {
  cntCompanies: number;
  cntNetworks: number;
  cntLocations: number;
  cntDevices: number;
  cntPlaylistItems: number;
};
const zero = (): Totals => ({ cntCompanies: 0, cntNetworks: 0, cntLocations: 0, cntDevices: 0, cntPlaylistItems: 0 });

function add(total: Totals, row: CostRow) {
  total.cntCompanies += 1;
  total.cntNetworks += row.isMother;
  total.cntLocations += 1 - row.isMother;
  total.cntDevices += row.cntDevices;
  total.cntPlaylistItems += row.cntPlaylistItems;
}

/** kav/kstart/sum: totals per cost centre; costCenter null collects the companies without one. */
export function sumsOf(rows: readonly CostRow[]) {
  const byCentre = new Map<string | null, Totals>();
  const total = zero();
  for (const row of rows) {
    const entry = byCentre.get(row.costCenter) ?? zero();
    add(entry, row);
    byCentre.set(row.costCenter, entry);
    add(total, row);
  }
  const keys = [...byCentre.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'de')));
  return { rows: keys.map((costCenter) => ({ costCenter, ...(byCentre.get(costCenter) as Totals) })), total };
}

/** kav/VerteilungSummen: per network its total and the share of the network itself and of each location. */
export function distributionsOf(rows: readonly CostRow[]) {
  return rows
    .filter((r) => r.isMother === 1)
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .map((net) => {
      const locations = rows.filter((r) => r.isMother === 0 && r.networkGuid === net.guid);
      const parts = [net, ...locations.sort((a, b) => a.name.localeCompare(b.name, 'de'))];
      const devices = percentShares(parts.map((p) => p.cntDevices));
      const items = percentShares(parts.map((p) => p.cntPlaylistItems));
      return {
        guid: net.guid,
        name: net.name,
        costCenter: net.costCenter,
        typ: net.typ,
        total: {
          cntLocations: parts.length - 1,
          cntDevices: parts.reduce((n, p) => n + p.cntDevices, 0),
          cntPlaylistItems: parts.reduce((n, p) => n + p.cntPlaylistItems, 0),
        },
        parts: parts.map((p, i) => ({
          guid: p.guid,
          name: p.name,
          costCenter: p.costCenter,
          isMother: p.isMother,
          cntDevices: p.cntDevices,
          cntPlaylistItems: p.cntPlaylistItems,
          shareDevices: devices[i],
          sharePlaylistItems: items[i],
        })),
      };
    });
}

/** kav/test: what keeps the cost accounting from adding up, in the actor's scope. */
export async function selfCheck(ctx: AppContext, actor: Actor) {
  const rows = await rowsInScope(ctx, actor);
  const centreNetworks = new Map<string, Set<string | null>>();
  for (const row of rows) {
    if (!row.costCenter) continue;
    const set = centreNetworks.get(row.costCenter) ?? new Set();
    set.add(row.networkGuid);
    centreNetworks.set(row.costCenter, set);
  }
  const global = visibleReach(actor).kind === 'all';
  const checks = [
    [
      'networksWithoutCostCenter',
      'Netzwerke ohne Kostenstelle',
      rows.filter((r) => r.isMother === 1 && !r.costCenter).length,
    ],
    [
      'locationsWithoutCostCenter',
      'Standorte ohne Kostenstelle',
      rows.filter((r) => r.isMother === 0 && !r.costCenter).length,
    ],
    [
      'locationsWithoutNetwork',
      'Standorte ohne Netzwerk',
      rows.filter((r) => r.isMother === 0 && !r.networkGuid).length,
    ],
    [
      'costCentersInSeveralNetworks',
      'Kostenstellen in mehreren Netzwerken',
      [...centreNetworks.values()].filter((s) => s.size > 1).length,
    ],
    ['devicesWithoutCompany', 'Geräte ohne Netzwerk und Standort', global ? await countUnbookedDevices(ctx.db) : 0],
    [
      'devicesInWrongNetwork',
      'Geräte, deren Netzwerk nicht zum Standort passt',
      rows.reduce((n, r) => n + r.cntMisassigned, 0),
    ],
  ] as const;
  const result = checks.map(([key, label, count]) => ({ key, label, count, ok: count === 0 }));
  return { ok: result.every((c) => c.ok), checks: result };
}
