import type { Device } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { addTag, parseMaxDuration, toDeviceFormValues, toDeviceUpdate } from './device-form';

const device = {
  guid: '7c81903e-93d0-478a-abd4-b498b4fc0593',
  name: 'Berlin links',
  isService: 1,
  tags: '["Fenster","Nord"]',
  maxDuration: 0,
  deviceState: 'ACTIVE',
  orientation: 'vertical',
  setClientVersion: null,
  screenNumber: '2',
  display: null,
  displaySer: null,
  stele: 'Stele 55"',
  playerTyp: null,
  playerMac: null,
  playerSer: null,
  netip: '10.0.0.5',
  netsub: null,
  netgateway: null,
  proxy: null,
  dns1: null,
  dns2: null,
  inputType: null,
} as unknown as Device;

describe('device form', () => {
  it('shows nulls as empty fields, tags as chips and 0 as unlimited', () => {
    const values = toDeviceFormValues(device);
    expect(values.tags).toEqual(['Fenster', 'Nord']);
    expect(values.maxDuration).toBe('');
    expect(values.isService).toBe(true);
    expect(values.display).toBe('');
    expect(values.stele).toBe('Stele 55"');
  });

  it('sends trimmed texts, null for empty ones, tags as JSON text', () => {
    const values = { ...toDeviceFormValues(device), name: ' Neu ', screenNumber: ' 7 ', netip: '', maxDuration: '90' };
    const body = toDeviceUpdate(values);
    expect(body).toMatchObject({
      name: 'Neu',
      screenNumber: '7',
      netip: null,
      maxDuration: 90,
      isService: 1,
      tags: '["Fenster","Nord"]',
      orientation: 'vertical',
      setClientVersion: null,
    });
  });

  it('reads the maximum length in whole seconds', () => {
    expect(parseMaxDuration('')).toBeNull();
    expect(parseMaxDuration('0')).toBeNull();
    expect(parseMaxDuration('120')).toBe(120);
    expect(parseMaxDuration('1,5')).toBe('invalid');
    expect(parseMaxDuration('-3')).toBe('invalid');
    expect(parseMaxDuration('abc')).toBe('invalid');
  });

  it('adds a typed tag once', () => {
    expect(addTag(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addTag(['a'], 'a')).toEqual(['a']);
    expect(addTag(['a'], '  ')).toEqual(['a']);
  });
});
