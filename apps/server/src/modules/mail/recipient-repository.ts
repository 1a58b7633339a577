import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { type CompanyRef, networkOfGuid } from '../../tenancy/index.js';
import { companiesWithAddress, companyAddresses } from '../company-records/queries.js';
import { devicesForMail } from '../device-records/lists.js';
import { companiesOfUsersWithAddress } from '../users/repository.js';

/**
 * The contacts with this address: networks and locations with it as their e-mail address, and the companies of
 * users with it — each as its company and that company's network (the network null: of none).
 */
export async function contactsOfAddress(db: Db, address: string): Promise<CompanyRef[]> {
  return queryRows<CompanyRef>(
    db,
    sql`select c.guid as guid, ${networkOfGuid(sql`c.guid`)} as network
          from (${companiesWithAddress(address)}) c
        union
        select u.guid_parent as guid, ${networkOfGuid(sql`u.guid_parent`)} as network
          from (${companiesOfUsersWithAddress(address)}) u`,
  );
}

export async function findNetworks(db: Db, guids: string[]) {
  if (guids.length === 0) return [];
  return companyAddresses(db, guids);
}

export interface MailDevice {
  guid: string;
  name: string;
  guidCompany: string | null;
  guidParent: string | null;
  location: string | null;
  lastHeartbeat: number | null;
}

export async function findDevicesForMail(db: Db, guids: string[]): Promise<MailDevice[]> {
  if (guids.length === 0) return [];
  const rows = await devicesForMail(db, guids);
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name || r.stageName || '',
    guidCompany: r.guidCompany,
    guidParent: r.guidParent,
    location: [r.companyName, r.city].filter(Boolean).join(', ') || null,
    lastHeartbeat: r.lastHeartbeat ? r.lastHeartbeat.getTime() : null,
  }));
}
