import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';
import type { Harness } from './harness.js';
import { callerWithRights } from './sign-in.js';

export { addDevice, addPlaylist } from './rows.js';

export async function addLocation(db: Db, network: string | null, values: Partial<typeof companies.$inferInsert> = {}) {
  const guid = randomUUID();
  await db
    .insert(companies)
    .values({ guid, guidParent: network, isMother: 0, name: `Standort ${guid.slice(0, 4)}`, ...values });
  return guid;
}

export async function addNetwork(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const guid = randomUUID();
  await db.insert(companies).values({ guid, isMother: 1, name: `Netz ${guid.slice(0, 4)}`, ...values });
  return guid;
}

/** A user with a role holding exactly these rights, signed in; returns a caller like h.call. */
export const userWithRights = (h: Harness, rights: readonly string[], guidParent: string | null) =>
  callerWithRights(h, rights, guidParent);

export const NETWORK_ADMIN_OWN = [
  'RIGHT_COMP_VISIBLE_NETWORK',
  'RIGHT_NETWORK_VISIBLE_OWN',
  'RIGHT_NETWORK_OPEN_OWN',
  ...['STAMMDATA', 'PLAYLIST', 'DEVICES', 'LOCATIONS', 'COMMENTS', 'IMPORT'].map((t) => `RIGHT_NETWORK_TAB_${t}_OWN`),
];
