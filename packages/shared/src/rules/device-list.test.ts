import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isListedDevice, type ListedDevice, stageNameOf } from './device-list.js';

const device = (over: Partial<ListedDevice>): ListedDevice => ({
  deviceState: 'NEW',
  isService: 0,
  networkGuid: null,
  ...over,
});

describe('isListedDevice (SPEC §4)', () => {
  it('hides VER always, ACTIVE and networked devices without show-all', () => {
    expect(isListedDevice(device({ deviceState: 'VER' }), { showAll: true })).toBe(false);
    expect(isListedDevice(device({}), {})).toBe(true);
    expect(isListedDevice(device({ deviceState: 'ACTIVE' }), {})).toBe(false);
    expect(isListedDevice(device({ networkGuid: 'n' }), {})).toBe(false);
    expect(isListedDevice(device({ deviceState: 'ACTIVE', networkGuid: 'n' }), { showAll: true })).toBe(true);
  });

  it('filters NEW, ACTIVE and SERVICE (isService 1)', () => {
    expect(isListedDevice(device({ isService: 1, deviceState: 'ACTIVE' }), { showAll: true, status: 'SERVICE' })).toBe(
      true,
    );
    expect(isListedDevice(device({}), { showAll: true, status: 'SERVICE' })).toBe(false);
    expect(isListedDevice(device({}), { showAll: true, status: 'ACTIVE' })).toBe(false);
    expect(isListedDevice(device({}), { showAll: true, status: 'NEW' })).toBe(true);
  });

  it('show-all only ever adds devices, and VER never appears', () => {
    const arb = fc.record({
      deviceState: fc.constantFrom('NEW', 'ACTIVE', 'VER'),
      isService: fc.constantFrom(0, 1),
      networkGuid: fc.option(fc.constant('net'), { nil: null }),
    });
    fc.assert(
      fc.property(arb, fc.option(fc.constantFrom('NEW', 'ACTIVE', 'SERVICE') as fc.Arbitrary<'NEW'>), (d, status) => {
        const filter = { status: status ?? undefined };
        if (isListedDevice(d, { ...filter, showAll: false }))
          expect(isListedDevice(d, { ...filter, showAll: true })).toBe(true);
        if (d.deviceState === 'VER') expect(isListedDevice(d, { ...filter, showAll: true })).toBe(false);
      }),
    );
  });
});

describe('stageNameOf', () => {
  it('falls back to the name when the stage name is empty', () => {
    expect(stageNameOf({ name: 'Gerät', stageName: null })).toBe('Gerät');
    expect(stageNameOf({ name: 'Gerät', stageName: '  ' })).toBe('Gerät');
    expect(stageNameOf({ name: 'Gerät', stageName: 'Bühne' })).toBe('Bühne');
  });
});
