import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { users } from '../db/schema.js';
import { createRoleWithRights } from '../db/seed/base.js';
import { hashPassword } from '../lib/password.js';
import { type Harness, TEST_PASSWORD } from './harness.js';

/** A new user with a role of exactly these rights under guidParent, signed in; returns the token. */
export async function tokenWithRights(
  h: Harness,
  rights: readonly string[],
  guidParent: string | null,
  username = `u-${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const db = h.database.db;
  const role = await createRoleWithRights(db, `Rolle ${username}`, 'Test', rights);
  await db.insert(users).values({
    guid: randomUUID(),
    username,
    forename: username,
    lastname: 'Test',
    guidParent,
    guidRole: role,
    passwordHash: await hashPassword(TEST_PASSWORD, 1024),
  });
  const res = await h.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username, password: TEST_PASSWORD },
  });
  return res.json().authToken as string;
}

/** inject with a bearer token. */
export function callWith(h: Harness, token: string, options: InjectOptions) {
  return h.app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } });
}

/** tokenWithRights, as a function that injects as that user. */
export async function callerWithRights(
  h: Harness,
  rights: readonly string[],
  guidParent: string | null,
  username?: string,
) {
  const token = await tokenWithRights(h, rights, guidParent, username);
  return (options: InjectOptions) => callWith(h, token, options);
}
