import { describe, expect, it } from 'vitest';
import { sourcedOpeningHours } from './opening-hours-sources.js';

const network = {
  weekly: { mo: [{ from: '09:00', till: '18:00' }] },
  exceptions: [
    { date: '2026-12-24', spans: [{ from: '09:00', till: '12:00' }], note: 'Heiligabend' },
    { date: '2026-12-31', spans: [] },
  ],
};

describe('sourcedOpeningHours', () => {
  it('marks the inherited week and exceptions as from the network, the own ones as own', () => {
    const own = { exceptions: [{ date: '2026-12-24', spans: [] }] };
    expect(sourcedOpeningHours(network, own)).toEqual({
      weekly: network.weekly,
      weeklyFrom: 'network',
      exceptions: [
        { date: '2026-12-24', spans: [], from: 'own' },
        { date: '2026-12-31', spans: [], from: 'network' },
      ],
    });
  });

  it('an own week replaces the network week; a network alone has only own parts', () => {
    const week = { sa: [{ from: '10:00', till: '14:00' }] };
    expect(sourcedOpeningHours(network, { weekly: week })?.weeklyFrom).toBe('own');
    expect(sourcedOpeningHours(null, network)?.exceptions.every((e) => e.from === 'own')).toBe(true);
    expect(sourcedOpeningHours(null, { exceptions: [] })).toBeNull();
  });
});
