import { describe, expect, it } from 'vitest';
import { userBackPath } from './user-context';

describe('userBackPath', () => {
  it('returns to the user list without context', () => {
    expect(userBackPath({})).toBe('/Dashboard/Benutzer');
  });
  it('returns to the network users tab (4)', () => {
    expect(userBackPath({ companyId: 'n1' })).toBe('/Netzwerke/n1/4');
  });
  it('returns to the location', () => {
    expect(userBackPath({ companyId: 'n1', locationId: 'l1' })).toBe('/Netzwerke/n1/Standort/l1');
  });
});
