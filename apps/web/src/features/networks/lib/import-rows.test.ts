import type { ImportRowResult } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { rowsToShow } from './import-rows';

const row = (line: number, action: ImportRowResult['action'], warnings: string[] = []): ImportRowResult => ({
  line,
  action,
  name: `Standort ${line}`,
  importKey: String(line),
  guid: null,
  changes: [],
  problems: action === 'error' ? [`Zeile ${line}: Der Standortname fehlt.`] : [],
  warnings,
  values: {},
});

describe('rowsToShow', () => {
  it('puts errors, then warnings first and keeps file order within each group', () => {
    const rows = [row(2, 'create'), row(3, 'error'), row(4, 'update', ['PLZ']), row(5, 'error')];
    expect(rowsToShow(rows).map((r) => r.line)).toEqual([3, 5, 4, 2]);
  });

  it('limits the rows shown', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 2, 'create'));
    expect(rowsToShow(rows, 3).map((r) => r.line)).toEqual([2, 3, 4]);
  });
});
