import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createRoleWithRights } from '../../db/seed/base.js';
import { hashPassword } from '../../lib/password.js';
import type { Harness } from '../harness.js';

/** The password of every test user (and ADMIN_PASSWORD of the test configuration). */
export const TEST_PASSWORD = 'geheim-123';

/** Injects as one signed-in user (bearer token). */
export type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** A user row (forename = username, lastname 'Test', password TEST_PASSWORD); returns its guid. */
export async function addUser(
  db: Db,
  values: { username: string; guidParent: string | null; guidRole: string; passwordHash?: string },
) {
  const guid = randomUUID();
  await db.insert(users).values({
    guid,
    forename: values.username,
    lastname: 'Test',
    passwordHash: values.passwordHash ?? (await hashPassword(TEST_PASSWORD, 1024)),
    ...values,
  });
  return guid;
}

/** Signs a user in with TEST_PASSWORD; returns the token. */
export async function signIn(h: Pick<Harness, 'app'>, username: string): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username, password: TEST_PASSWORD },
  });
  return res.json().authToken as string;
}

/** Injects with a bearer token. */
export const callerFor =
  (h: Pick<Harness, 'app'>, token: string): Caller =>
  (options) =>
    h.app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });

/**
 * A new user with a role of exactly these rights, attached to `at` (a network or location; null: global),
 * signed in; returns a caller that injects as that user.
 */
export async function userWithRights(
  h: Harness,
  options: { rights: readonly string[]; at: string | null; username?: string },
): Promise<Caller> {
  const username = options.username ?? `u-${randomUUID().slice(0, 8)}`;
  const db = h.database.db;
  const guidRole = await createRoleWithRights(db, `Rolle ${username}`, 'Test', options.rights);
  await addUser(db, { username, guidParent: options.at, guidRole });
  return callerFor(h, await signIn(h, username));
}

/** The rights of a network administrator on the own network (visible, open, every tab). */
export const NETWORK_ADMIN_OWN = [
  'RIGHT_COMP_VISIBLE_NETWORK',
  'RIGHT_NETWORK_VISIBLE_OWN',
  'RIGHT_NETWORK_OPEN_OWN',
  ...['STAMMDATA', 'PLAYLIST', 'DEVICES', 'LOCATIONS', 'COMMENTS', 'IMPORT'].map((t) => `RIGHT_NETWORK_TAB_${t}_OWN`),
];
