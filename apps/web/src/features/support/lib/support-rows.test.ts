import type { Device } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { networkAndLocation, offlineDevicesOf } from './support-rows';

describe('support rows', () => {
  it('shows network and location once each', () => {
    expect(networkAndLocation({ networkName: 'Sonne', companyName: 'Berlin' })).toBe('Sonne / Berlin');
    expect(networkAndLocation({ networkName: 'Sonne', companyName: 'Sonne' })).toBe('Sonne');
    expect(networkAndLocation({ networkName: null, companyName: 'Dresden' })).toBe('Dresden');
    expect(networkAndLocation({ networkName: null, companyName: null })).toBe('');
  });

  it('takes only offline devices for the offline mail', () => {
    const devices = [
      { guid: 'a', name: 'A', indicator: 2, networkGuid: 'n', networkName: 'N' },
      { guid: 'b', name: 'B', indicator: 0, networkGuid: 'n', networkName: 'N' },
    ] as Device[];
    expect(offlineDevicesOf(devices).map((d) => d.guid)).toEqual(['a']);
  });
});
