import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { verifyPassword } from '../../lib/password.js';
import { useHarness } from '../../test/harness.js';
import { generatedPassword, PasswordResetRefused, resetPassword } from './password-reset.js';

const h = useHarness();
const hashOf = async (guid: string) =>
  (await h.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.guid, guid)))[0]?.hash ?? null;

describe('resetPassword (npm run admin:password)', () => {
  it('sets the new password, ends the user’s sessions and records it', async () => {
    const me = await h.call('admin', { method: 'GET', url: '/v1/user/me' });
    const password = generatedPassword('admin');
    const done = await resetPassword(h.database.db, 'ADMIN', password, 1024);
    expect(done).toEqual({ username: 'admin', sessionsEnded: 1 });
    expect(await verifyPassword(password, await hashOf(h.fx.users.admin), 1024)).toBe(true);
    const rows = await h.database.db.select().from(sessions).where(eq(sessions.guidUser, h.fx.users.admin));
    expect(rows).toEqual([]);
    const after = await h.call('admin', { method: 'GET', url: '/v1/user/me' });
    expect(after.statusCode).toBe(401);
    expect(me.statusCode).not.toBe(401);
    const login = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: 'admin', password },
    });
    expect(login.json()).toMatchObject({ success: true });
  });

  it('refuses a weak password and an unknown user and changes nothing', async () => {
    const before = await hashOf(h.fx.users.admin);
    await expect(resetPassword(h.database.db, 'admin', 'passwort1', 1024)).rejects.toThrow(PasswordResetRefused);
    await expect(resetPassword(h.database.db, 'admin', 'admin-lang-genug-2026', 1024)).rejects.toThrow('Benutzernamen');
    await expect(resetPassword(h.database.db, 'niemand', generatedPassword('niemand'), 1024)).rejects.toThrow(
      'Benutzer „niemand“ gibt es nicht.',
    );
    expect(await hashOf(h.fx.users.admin)).toBe(before);
    const rows = await h.database.db.select().from(sessions).where(eq(sessions.guidUser, h.fx.users.admin));
    expect(rows).toHaveLength(1);
  });
});
