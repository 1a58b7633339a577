import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name.js';

describe('sanitizeFileName', () => {
  it('keeps no path, control, bidi or reserved characters and normalises to NFC', () => {
    expect(sanitizeFileName('../../etc/rechnung\u202Efdp.exe')).toBe('rechnungfdp.exe');
    expect(sanitizeFileName('\u2066Cafe\u0301\u2069\u200E\u0085\u0000.png')).toBe('Café.png');
    expect(sanitizeFileName('C:\\Users\\a<b>|c?.txt')).toBe('abc.txt');
    expect(sanitizeFileName('...\u202E')).toBe('datei');
  });
  it('shortens to 200 characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.woff`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.woff')).toBe(true);
  });
});
