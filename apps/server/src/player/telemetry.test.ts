import { describe, expect, it } from 'vitest';
import { dropInvalidTelemetry } from './telemetry.js';

describe('dropInvalidTelemetry', () => {
  it('removes each invalid value and reports it for the log; keeps the valid ones and the key', () => {
    const query: Record<string, unknown> = {
      key: 'k',
      version: 'x'.repeat(300),
      diskUsageCurrent: '1200.5',
      diskUsageMax: '5000',
      time: '123',
    };
    const dropped = dropInvalidTelemetry(query);
    expect(dropped.map((d) => d.field)).toEqual(['version', 'diskUsageCurrent']);
    expect(dropped[0].value).toHaveLength(120);
    expect(dropped[1]).toEqual({ field: 'diskUsageCurrent', value: '1200.5', reason: 'Muss eine ganze Zahl sein' });
    expect(query).toEqual({ key: 'k', diskUsageMax: '5000', time: '123' });
  });

  it('drops negative and repeated values, leaves a query without telemetry as it is', () => {
    const query: Record<string, unknown> = { key: 'k', diskUsageCurrent: '-1', diskUsageMax: ['1', '2'] };
    expect(dropInvalidTelemetry(query).map((d) => d.reason)).toEqual([
      'Darf nicht negativ sein',
      'Muss eine Zahl sein',
    ]);
    expect(query).toEqual({ key: 'k' });
    expect(dropInvalidTelemetry({ key: 'k' })).toEqual([]);
  });
});
