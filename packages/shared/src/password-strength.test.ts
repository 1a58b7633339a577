import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-strength.js';

describe('passwordProblem', () => {
  it('refuses common, short, repeated and keyboard passwords (also German ones)', () => {
    for (const weak of ['password', '12345678', 'aaaaaaaa', 'passwort1', 'qwertzuiop', 'Sommer2026', 'hallo123']) {
      expect(passwordProblem(weak), weak).toBe('weak');
    }
    expect(passwordProblem('kurz')).toBe('tooShort');
  });
  it('refuses a password that contains the username', () => {
    expect(passwordProblem('Martina-Reisen-2026!', 'martina')).toBe('containsUsername');
    expect(passwordProblem('Martina-Reisen-2026!', 'peter')).toBeNull();
  });
  it('accepts long or random passwords, such as the printed random ones and the test passwords', () => {
    for (const strong of ['Neues-Passwort-2026', 'tmgIhNI9nvRiSuhN', 'Urlaub#Meer42', 'e2e-admin-Passwort']) {
      expect(passwordProblem(strong, 'support'), strong).toBeNull();
    }
  });
});
