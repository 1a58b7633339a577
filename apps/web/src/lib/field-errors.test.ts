import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './field-errors';

describe('issuesToFieldErrors', () => {
  const fields = ['username', 'email', 'password'] as const;

  it('strips the body prefix and keeps the first message per field', () => {
    const result = issuesToFieldErrors(
      [
        { path: 'body.email', message: 'Ungültige E-Mail-Adresse' },
        { path: 'body.email', message: 'zweite Meldung' },
        { path: 'body.password', message: 'Das Passwort muss mindestens 8 Zeichen haben' },
      ],
      fields,
    );
    expect(result.byField).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Das Passwort muss mindestens 8 Zeichen haben',
    });
    expect(result.rest).toEqual([]);
  });

  it('returns messages of unknown fields separately', () => {
    const result = issuesToFieldErrors([{ path: 'body.guidRole', message: 'Ungültige GUID' }], fields);
    expect(result.byField).toEqual({});
    expect(result.rest).toEqual(['Ungültige GUID']);
  });

  it('accepts paths without prefix and with nested parts', () => {
    expect(issuesToFieldErrors([{ path: 'username.0', message: 'x' }], fields).byField).toEqual({ username: 'x' });
  });
});
