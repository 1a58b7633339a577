import { R } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { canArchiveDevice, canChangeDeviceState } from './device-rights';

describe('device lifecycle rights', () => {
  const all = { [R.devices]: true, [R.support]: true };
  it('a network or global user with the devices right archives and changes the status', () => {
    for (const who of [
      { rights: all, guidParent: 'n1', networkGuid: 'n1' },
      { rights: all, guidParent: null, networkGuid: null },
    ]) {
      expect(canArchiveDevice(who)).toBe(true);
      expect(canChangeDeviceState(who)).toBe(true);
    }
    expect(canArchiveDevice({ rights: { [R.support]: true }, guidParent: null, networkGuid: null })).toBe(true);
    expect(canChangeDeviceState({ rights: { [R.support]: true }, guidParent: null, networkGuid: null })).toBe(false);
  });
  it('a location user never does, whatever the rights', () => {
    const who = { rights: all, guidParent: 'loc1', networkGuid: 'n1' };
    expect(canArchiveDevice(who)).toBe(false);
    expect(canChangeDeviceState(who)).toBe(false);
    expect(canArchiveDevice({ rights: null, guidParent: null, networkGuid: null })).toBe(false);
  });
});
