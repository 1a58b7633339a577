import { passwordProblem } from '@signage/shared/password-strength';
import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Sommer2026!', 1024);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Sommer2026!', hash, 1024)).toBe(true);
    expect(await verifyPassword('sommer2026!', hash, 1024)).toBe(false);
    expect(await verifyPassword('Sommer2026!', null, 1024)).toBe(false);
    expect(await verifyPassword('', 'scrypt$1000$8$1$AA==$AA==', 1024)).toBe(false);
    expect(await verifyPassword('', 'bcrypt$x', 1024)).toBe(false);
  });
  it('salts: the same password gives different hashes', async () => {
    expect(await hashPassword('x', 1024)).not.toBe(await hashPassword('x', 1024));
  });
  it('prints random passwords (admin, demo users) that pass the password rule', () => {
    for (let i = 0; i < 50; i++) expect(passwordProblem(randomPassword(), 'netzadmin')).toBeNull();
  });
});
