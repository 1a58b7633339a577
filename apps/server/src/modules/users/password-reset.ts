// Resetting a user's password from the command line (`npm run admin:password`), for an administrator who lost
// theirs: the product's hashing and password rule, every session of the user ended, recorded in the audit log.
import { PASSWORD_MESSAGES, passwordProblem } from '@signage/shared/password-strength';
import { eq, sql } from 'drizzle-orm';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword, randomPassword } from '../../lib/password.js';
import { endSessionsOf } from '../auth/service.js';

/** A reset that cannot be done (unknown user, password against the rule); nothing was changed. */
export class PasswordResetRefused extends Error {}

/** A random password that meets the password rule for this user. */
export function generatedPassword(username: string): string {
  for (;;) {
    const candidate = `${randomPassword()}-${randomPassword().slice(0, 6)}`;
    if (passwordProblem(candidate, username) === null) return candidate;
  }
}

export async function resetPassword(
  db: Db,
  username: string,
  password: string,
  scryptCost: number,
): Promise<{ username: string; sessionsEnded: number }> {
  const [user] = await db
    .select({ guid: users.guid, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new PasswordResetRefused(`Benutzer „${username}“ gibt es nicht.`);
  const problem = passwordProblem(password, user.username);
  if (problem) throw new PasswordResetRefused(PASSWORD_MESSAGES[problem]);
  const passwordHash = await hashPassword(password, scryptCost);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, changed: sql`now()` }).where(eq(users.guid, user.guid));
    const sessionsEnded = await endSessionsOf(tx as unknown as Db, user.guid);
    await audit(tx as unknown as Db, null, 'password-reset', 'user', user.guid);
    return { username: user.username, sessionsEnded };
  });
}
