import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { companies, users } from '../db/schema.js';
import { createRoleWithRights, seedRightsCatalogue, seedRoles } from '../db/seed/base.js';
import { hashPassword } from '../lib/password.js';

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

const PASSWORD = 'geheim-123';

/** Two networks with a location each, the seeded roles, and one user per kind of actor. */
export async function seedFixtures(app: FastifyInstance, db: Db): Promise<Fixtures> {
  await seedRightsCatalogue(db);
  const roles = await seedRoles(db);
  const noRightsRole = await createRoleWithRights(db, 'Ohne Rechte', 'Test', []);
  const networkA = randomUUID();
  const networkB = randomUUID();
  const locationA = randomUUID();
  const locationB = randomUUID();
  await db.insert(companies).values([
    { guid: networkA, name: 'Netz A', isMother: 1, costCenter: 'A-100' },
    { guid: networkB, name: 'Netz B', isMother: 1, costCenter: 'B-100' },
    { guid: locationA, name: 'Standort A1', isMother: 0, guidParent: networkA, city: 'Berlin' },
    { guid: locationB, name: 'Standort B1', isMother: 0, guidParent: networkB, city: 'Köln' },
  ]);
  const passwordHash = await hashPassword(PASSWORD, 1024);
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
    const guid = randomUUID();
    userGuids[username] = guid;
    await db.insert(users).values({
      guid,
      username,
      forename: username,
      lastname: 'Test',
      guidParent,
      guidRole: roleName ? roles[roleName] : noRightsRole,
      passwordHash,
    });
    const res = await app.inject({ method: 'POST', url: '/v1/user/login', payload: { username, password: PASSWORD } });
    tokens[username] = res.json().authToken;
  }
  return { networkA, networkB, locationA, locationB, roles, noRightsRole, users: userGuids, tokens };
}
