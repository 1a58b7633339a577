import { describe, expect, it } from 'vitest';
import type { Actor } from '../../context.js';
import { canAssignTo, canReactivate, canSeeDevice, deviceScopeOf } from './policy.js';

const actor = (over: Partial<Actor>): Actor => ({
  guid: 'u',
  username: 'u',
  guidRole: 'r',
  guidParent: null,
  networkGuid: null,
  rights: {},
  ...over,
});
const globalUser = actor({});
const networkUser = actor({ guidParent: 'netA', networkGuid: 'netA' });
const seesOthers = actor({ guidParent: 'netA', networkGuid: 'netA', rights: { RIGHT_NETWORK_VISIBLE_OTHER: true } });
const locationUser = actor({ guidParent: 'locA', networkGuid: 'netA' });
const orphanLocationUser = actor({ guidParent: 'locX', networkGuid: null });

const dev = (networkGuid: string | null, guidCompany: string | null) => ({ networkGuid, guidCompany });

describe('device policy', () => {
  it('global users see every device, network users only their network', () => {
    expect(canSeeDevice(globalUser, dev(null, null))).toBe(true);
    expect(canSeeDevice(globalUser, dev('netB', 'locB'))).toBe(true);
    expect(canSeeDevice(networkUser, dev('netA', 'locA'))).toBe(true);
    expect(canSeeDevice(networkUser, dev('netB', 'locB'))).toBe(false);
  });

  it('devices without a network only for global users and RIGHT_NETWORK_VISIBLE_OTHER', () => {
    expect(canSeeDevice(networkUser, dev(null, null))).toBe(false);
    expect(canSeeDevice(seesOthers, dev(null, null))).toBe(true);
    expect(canSeeDevice(seesOthers, dev('netB', 'locB'))).toBe(false);
  });

  it('location users see only the devices at their location, also without a network', () => {
    expect(deviceScopeOf(locationUser)).toEqual({
      reach: { kind: 'location', network: 'netA', location: 'locA' },
      withUnassigned: false,
    });
    expect(canSeeDevice(locationUser, dev('netA', 'locA'))).toBe(true);
    expect(canSeeDevice(locationUser, dev('netA', 'locA2'))).toBe(false);
    expect(canSeeDevice(locationUser, dev('netA', null))).toBe(false);
    expect(canSeeDevice(orphanLocationUser, dev(null, 'locX'))).toBe(true);
    expect(canSeeDevice(orphanLocationUser, dev(null, null))).toBe(false);
  });

  it('assigning only inside the own reach; reactivating needs RIGHT_NETWORK_CREATE', () => {
    expect(canAssignTo(networkUser, { guid: 'locA', networkGuid: 'netA' })).toBe(true);
    expect(canAssignTo(networkUser, { guid: 'locB', networkGuid: 'netB' })).toBe(false);
    expect(canAssignTo(locationUser, { guid: 'locA', networkGuid: 'netA' })).toBe(true);
    expect(canAssignTo(locationUser, { guid: 'netA', networkGuid: 'netA' })).toBe(false);
    expect(canAssignTo(globalUser, { guid: 'x', networkGuid: null })).toBe(true);
    expect(canReactivate(networkUser)).toBe(false);
    expect(canReactivate(actor({ rights: { RIGHT_NETWORK_CREATE: true } }))).toBe(true);
  });
});
