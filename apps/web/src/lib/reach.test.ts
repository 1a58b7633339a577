import { describe, expect, it } from 'vitest';
import { isLocationUser } from './reach';

describe('isLocationUser', () => {
  it('is true only for a user whose company is a location of a network', () => {
    expect(isLocationUser({ guidParent: 'standort', networkGuid: 'netz' })).toBe(true);
    expect(isLocationUser({ guidParent: 'netz', networkGuid: 'netz' })).toBe(false);
    expect(isLocationUser({ guidParent: null, networkGuid: null })).toBe(false);
    expect(isLocationUser(null)).toBe(false);
  });
});
