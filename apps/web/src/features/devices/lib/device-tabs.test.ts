import { describe, expect, it } from 'vitest';
import { deviceBackPath, deviceBasePath, deviceTabs } from './device-tabs';

describe('device tabs', () => {
  it('shows the Wartungsmanager only with the support right and then opens it first', () => {
    expect(deviceTabs(false)).toEqual({ tabs: ['general', 'preview', 'playlist'], initial: 'general' });
    expect(deviceTabs(true)).toEqual({ tabs: ['general', 'preview', 'playlist', 'support'], initial: 'support' });
  });
  it('closes to the network devices tab or the device list', () => {
    const all = { network: true, devices: true };
    expect(deviceBackPath('abc', all)).toBe('/Netzwerke/abc/2');
    expect(deviceBackPath(undefined, all)).toBe('/Dashboard/Geraete');
    expect(deviceBackPath('abc', { network: false, devices: true })).toBe('/Dashboard/Geraete');
    expect(deviceBackPath('abc', { network: false, devices: false })).toBe('/Dashboard/MainDevices');
    expect(deviceBasePath('abc')).toBe('/Netzwerke/abc/Geraete/');
    expect(deviceBasePath(undefined)).toBe('/Geraete/');
  });
});
