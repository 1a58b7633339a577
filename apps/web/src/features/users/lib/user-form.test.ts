import type { User } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { toFormValues, toUserUpdate } from './user-form';

const user: User = {
  guid: '3d55c6d2-40fe-4f83-a957-c039ca6d3339',
  guidParent: null,
  guidRole: '9f7caa9a-7fa6-48e6-9576-85abfd4b487b',
  username: 'standort',
  forename: 'Stefan',
  lastname: null,
  email: null,
  phonenumber: '030 1',
  created: 0,
  companyName: null,
  roleName: 'Standort-Benutzer',
};

describe('user form', () => {
  it('turns nulls into empty fields and a global user into an empty network', () => {
    const values = toFormValues(user);
    expect(values.lastname).toBe('');
    expect(values.guidParent).toBe('');
    expect(values.resetPassword).toBe(false);
  });

  it('leaves the password out unless "Passwort neu setzen" is checked', () => {
    const values = { ...toFormValues(user), password: 'geheim123' };
    expect(toUserUpdate(values, true)).not.toHaveProperty('password');
    expect(toUserUpdate({ ...values, resetPassword: true }, true).password).toBe('geheim123');
  });

  it('sends an empty network as null (global) and trims text', () => {
    const body = toUserUpdate({ ...toFormValues(user), username: ' neu ', guidParent: '' }, true);
    expect(body.guidParent).toBeNull();
    expect(body.username).toBe('neu');
  });

  it('does not send the network when the field was read-only', () => {
    expect(toUserUpdate(toFormValues(user), false)).not.toHaveProperty('guidParent');
  });

  it('keeps a new user without role empty and sends no role until one is chosen', () => {
    const values = toFormValues({ ...user, guidRole: null, roleName: null });
    expect(values.guidRole).toBe('');
    expect(toUserUpdate(values, true)).not.toHaveProperty('guidRole');
    expect(toUserUpdate({ ...values, guidRole: user.guidRole ?? '' }, true).guidRole).toBe(user.guidRole);
  });
});
