import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.js';
import type { Harness } from './harness.js';
import { addDevice as addRow } from './rows.js';
import { callerWithRights } from './sign-in.js';

/** A user with exactly these rights (attached to guidParent, null = global); returns a call helper. */
export const userWithRights = (h: Harness, username: string, rights: string[], guidParent: string | null) =>
  callerWithRights(h, rights, guidParent, username);

export async function setCompanyEmail(h: Harness, guid: string, email: string | null) {
  await h.database.db.update(companies).set({ email }).where(eq(companies.guid, guid));
}

/** A device at a location of a network, last seen at lastHeartbeat (null: never). */
export async function addDevice(
  h: Harness,
  input: { name: string; location: string; network: string; lastHeartbeat: number | null },
) {
  return addRow(h.database.db, {
    name: input.name,
    guidCompany: input.location,
    guidParent: input.network,
    lastHeartbeat: input.lastHeartbeat === null ? null : new Date(input.lastHeartbeat),
  });
}
