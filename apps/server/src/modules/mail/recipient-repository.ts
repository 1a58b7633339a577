import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { companies, devices } from '../../db/schema.js';
import { networkOfGuid, networkOfJoined } from '../../tenancy/index.js';

/** Networks (isMother 1) with this address as their own, a location's, or a user's e-mail address. */
export async function networksOfAddress(db: Db, address: string): Promise<string[]> {
  const rows = await queryRows<{ network: string | null }>(
    db,
    sql`select ${networkOfJoined(companies)} as network
          from ${companies} where lower(${companies.email}) = lower(${address})
        union
        select ${networkOfGuid(sql`u.guid_parent`)} as network
          from users u where lower(u.email) = lower(${address})`,
  );
  return rows.map((r) => r.network).filter((n): n is string => n !== null);
}

export async function findNetworks(db: Db, guids: string[]) {
  if (guids.length === 0) return [];
  return db
    .select({ guid: companies.guid, name: companies.name, email: companies.email })
    .from(companies)
    .where(inArray(companies.guid, guids));
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
  const rows = await db
    .select({
      guid: devices.guid,
      name: devices.name,
      stageName: devices.stageName,
      guidCompany: devices.guidCompany,
      guidParent: devices.guidParent,
      companyName: companies.name,
      city: companies.city,
      lastHeartbeat: devices.lastHeartbeat,
    })
    .from(devices)
    .leftJoin(companies, eq(companies.guid, devices.guidCompany))
    .where(inArray(devices.guid, guids));
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name || r.stageName || '',
    guidCompany: r.guidCompany,
    guidParent: r.guidParent,
    location: [r.companyName, r.city].filter(Boolean).join(', ') || null,
    lastHeartbeat: r.lastHeartbeat ? r.lastHeartbeat.getTime() : null,
  }));
}
