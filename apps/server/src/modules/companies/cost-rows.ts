import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { companyInNetwork, networkOfJoined } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { bookedDeviceCount, misassignedDeviceCount } from '../device-records/counts.js';
import { itemCountOfCompany } from '../playlist-records/queries.js';

/** The companies' rows of the cost listing (KAV, modules/kav), with what each carries. */

const network = companyRowsAs('network');

const bookedDevices = bookedDeviceCount(companies);
const bookedItems = itemCountOfCompany(companies.guid);

const misassigned = misassignedDeviceCount(companies);

export interface CostRow {
  guid: string;
  name: string;
  costCenter: string | null;
  isMother: number;
  typ: number;
  networkGuid: string | null;
  networkName: string | null;
  cntLocations: number;
  cntDevices: number;
  cntPlaylistItems: number;
  /** Devices at the company whose network (guidParent) is not the company's network. */
  cntMisassigned: number;
  created: number;
}

/** Every company in scope with what it carries (one query; cost centres trimmed, '' counts as none). */
export async function costRows(db: Db, where: SQL | undefined): Promise<CostRow[]> {
  const rows = await db
    .select({
      guid: companies.guid,
      name: companies.name,
      costCenter: sql<string | null>`nullif(trim(${companies.costCenter}), '')`,
      isMother: companies.isMother,
      typ: companies.typ,
      networkGuid: network.guid,
      networkName: network.name,
      cntLocations: sql<number>`(case when ${companies.isMother} = 1
        then (select count(*)::int from companies l where l.guid_parent = ${companies.guid}) else 0 end)`,
      cntDevices: bookedDevices,
      cntPlaylistItems: bookedItems,
      cntMisassigned: misassigned,
      created: companies.created,
    })
    .from(companies)
    .leftJoin(network, eq(network.guid, networkOfJoined(companies)))
    .where(where)
    .orderBy(asc(companies.costCenter), asc(companies.name), asc(companies.guid));
  return rows.map((r) => ({
    ...r,
    cntLocations: Number(r.cntLocations),
    cntDevices: Number(r.cntDevices),
    cntPlaylistItems: Number(r.cntPlaylistItems),
    cntMisassigned: Number(r.cntMisassigned),
    created: r.created.getTime(),
  }));
}

/** Rows of one network (the network and its locations). */
export const ofNetwork = (guid: string): SQL => companyInNetwork(companies.guid, guid);
