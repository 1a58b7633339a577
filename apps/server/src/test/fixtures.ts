import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { createRoleWithRights, seedRightsCatalogue, seedRoles } from '../db/seed/base.js';
import { hashPassword } from '../lib/password.js';
import { addLocation, addNetwork } from './factory/companies.js';
import { addUser, signIn, TEST_PASSWORD } from './factory/users.js';

export interface Fixtures {
  networkA: string;
  locationA: string;
  networkB: string;
  locationB: string;
  roles: Record<string, string>;
  noRightsRole: string;
  users: Record<'admin' | 'netA' | 'netB' | 'standortA' | 'support' | 'nobody', string>;
  tokens: Record<'admin' | 'netA' | 'netB' | 'standortA' | 'support' | 'nobody', string>;
}

/** Two networks with a location each, the seeded roles, and one user per kind of actor. */
export async function seedFixtures(app: FastifyInstance, db: Db): Promise<Fixtures> {
  await seedRightsCatalogue(db);
  const roles = await seedRoles(db);
  const noRightsRole = await createRoleWithRights(db, 'Ohne Rechte', 'Test', []);
  const networkA = await addNetwork(db, { name: 'Netz A', costCenter: 'A-100' });
  const networkB = await addNetwork(db, { name: 'Netz B', costCenter: 'B-100' });
  const locationA = await addLocation(db, { name: 'Standort A1', guidParent: networkA, city: 'Berlin' });
  const locationB = await addLocation(db, { name: 'Standort B1', guidParent: networkB, city: 'Köln' });
  const passwordHash = await hashPassword(TEST_PASSWORD, 1024);
  const spec = {
    admin: ['Administrator', null],
    netA: ['Netzwerk-Administrator', networkA],
    netB: ['Netzwerk-Administrator', networkB],
    standortA: ['Standort-Benutzer', locationA],
    support: ['Support', null],
    nobody: [null, networkA],
  } as const;
  const userGuids = {} as Fixtures['users'];
  const tokens = {} as Fixtures['tokens'];
  for (const [username, [roleName, guidParent]] of Object.entries(spec) as Array<
    [keyof Fixtures['users'], readonly [string | null, string | null]]
  >) {
    const guidRole = roleName ? roles[roleName] : noRightsRole;
    userGuids[username] = await addUser(db, { username, guidParent, guidRole, passwordHash });
    tokens[username] = await signIn({ app }, username);
  }
  return { networkA, networkB, locationA, locationB, roles, noRightsRole, users: userGuids, tokens };
}
