import { describe, expect, it } from 'vitest';
import { canAddLocation, canCreateNetwork, canDeleteLocation, canDeleteNetwork } from './network-rights';

describe('network rights', () => {
  it('deletes the own network with DELETE_OWN and others with DELETE_OTHER', () => {
    const ownOnly = { RIGHT_NETWORK_DELETE_OWN: true };
    expect(canDeleteNetwork(ownOnly, 'n1', 'n1')).toBe(true);
    expect(canDeleteNetwork(ownOnly, 'n1', 'n2')).toBe(false);
    expect(canDeleteNetwork({ RIGHT_NETWORK_DELETE_OTHER: true }, null, 'n2')).toBe(true);
    expect(canDeleteNetwork({ RIGHT_NETWORK_DELETE_OTHER: true }, 'n2', 'n2')).toBe(false);
  });

  it('lets the Standorte tab right add locations, never delete them', () => {
    const tabOwn = { RIGHT_NETWORK_TAB_LOCATIONS_OWN: true, RIGHT_NETWORK_TAB_LOCATIONS: true };
    expect(canDeleteLocation(tabOwn, 'n1', 'n1')).toBe(false);
    expect(canDeleteLocation(tabOwn, 'n1', 'n2')).toBe(false);
    expect(canDeleteLocation({ RIGHT_NETWORK_DELETE_OWN: true }, 'n1', 'n1')).toBe(true);
    expect(canDeleteLocation({ RIGHT_NETWORK_DELETE_OWN: true }, 'n1', 'n2')).toBe(false);
    expect(canDeleteLocation({ RIGHT_NETWORK_DELETE_OTHER: true }, 'n1', 'n2')).toBe(true);
    expect(canAddLocation(tabOwn, 'n1', 'n1')).toBe(true);
    expect(canAddLocation({ RIGHT_NETWORK_CREATE: true }, null, 'n2')).toBe(true);
  });

  it('creates networks only with RIGHT_NETWORK_CREATE', () => {
    expect(canCreateNetwork({ RIGHT_NETWORK_CREATE: true })).toBe(true);
    expect(canCreateNetwork({})).toBe(false);
    expect(canCreateNetwork(null)).toBe(false);
  });
});
