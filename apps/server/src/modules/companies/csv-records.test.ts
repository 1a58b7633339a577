import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from './csv-records.js';

const dir = mkdtempSync(join(tmpdir(), 'csv-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readCsv', () => {
  it('reads the header and records of a semicolon file', async () => {
    const path = join(dir, 'standorte.csv');
    writeFileSync(path, 'Standort;PLZ;Ort\nMüller Reisen;80331;München\n');
    const csv = await readCsv(path, 'utf-8');
    expect(csv.delimiter).toBe(';');
    expect(csv.header).toEqual(['Standort', 'PLZ', 'Ort']);
    expect(csv.records.map((r) => r.cells)).toEqual([['Müller Reisen', '80331', 'München']]);
  });

  it('a file that cannot be read rejects the call (no uncaught stream error, no endless wait)', async () => {
    await expect(readCsv(join(dir, 'weg.csv'), 'utf-8')).rejects.toThrow(/ENOENT/);
  });
});
