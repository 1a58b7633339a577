import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv-cell.js';

describe('neutraliseCsvCell', () => {
  it('puts an apostrophe before formula starts', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCsvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutraliseCsvCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCsvCell('Köln')).toBe('Köln');
    expect(neutraliseCsvCell('')).toBe('');
  });

  it('never yields a formula start and keeps the text', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = neutraliseCsvCell(value);
        expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
        expect(cell === value || cell === `'${value}`).toBe(true);
      }),
    );
  });
});
