import type { Right } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { canEditRole, canGrantRight, groupRights, roleBackPath, setAllowed } from './group-rights';

const right = (guid: string, guidRight: string, groupName: Right['groupName'], allowed = 0): Right => ({
  guid,
  guidRight,
  name: guidRight,
  groupName,
  comment: null,
  allowed,
  guidParent: 'DEFAULT_ALL',
});

describe('groupRights', () => {
  it('returns NETWORK, COMPONENT, DASHBOARD, OPERATOR with their rights sorted', () => {
    const groups = groupRights([
      right('1', 'RIGHT_DASHBOARD_VISIBLE_USER', 'DASHBOARD'),
      right('2', 'RIGHT_COMP_VISIBLE_USER', 'COMPONENT'),
      right('3', 'RIGHT_COMP_VISIBLE_APPS', 'COMPONENT'),
    ]);
    expect(groups.map((g) => g.group)).toEqual(['NETWORK', 'COMPONENT', 'DASHBOARD', 'OPERATOR']);
    expect(groups[0].rights).toEqual([]);
    expect(groups[1].rights.map((r) => r.guid)).toEqual(['3', '2']);
  });
});

describe('setAllowed', () => {
  it('changes only the given right and does not mutate the input', () => {
    const rights = [right('a', 'RIGHT_A', 'NETWORK', 0), right('b', 'RIGHT_B', 'NETWORK', 1)];
    const next = setAllowed(rights, 'a', 1);
    expect(next.map((r) => r.allowed)).toEqual([1, 1]);
    expect(rights[0].allowed).toBe(0);
  });
});

describe('roleBackPath', () => {
  it('returns to the list or the network roles tab', () => {
    expect(roleBackPath()).toBe('/Dashboard/Rollen');
    expect(roleBackPath('n1')).toBe('/Netzwerke/n1/5');
  });
});

describe('canEditRole', () => {
  it('lets global users edit every role', () => {
    expect(canEditRole(null, { guidParent: null })).toBe(true);
    expect(canEditRole(null, { guidParent: 'n1' })).toBe(true);
  });
  it('lets network users edit only network roles', () => {
    expect(canEditRole('n1', { guidParent: null })).toBe(false);
    expect(canEditRole('n1', { guidParent: 'n1' })).toBe(true);
  });
  it('treats an unknown user as a network user', () => {
    expect(canEditRole(undefined, { guidParent: 'n1' })).toBe(true);
    expect(canEditRole(undefined, { guidParent: null })).toBe(false);
  });
});

describe('canGrantRight', () => {
  const off = { guidRight: 'RIGHT_COMP_VISIBLE_APPS', allowed: 0 };
  it('lets global users grant anything', () => {
    expect(canGrantRight(null, {}, off)).toBe(true);
  });
  it('lets network users grant only what they hold, but always switch off', () => {
    expect(canGrantRight('n1', { RIGHT_COMP_VISIBLE_APPS: false }, off)).toBe(false);
    expect(canGrantRight('n1', { RIGHT_COMP_VISIBLE_APPS: true }, off)).toBe(true);
    expect(canGrantRight('n1', {}, { ...off, allowed: 1 })).toBe(true);
  });
});
