import { describe, expect, it } from 'vitest';
import { wrapLines } from './announcement-snapshot';

/** Every character 10 px wide. */
const width = (text: string) => text.length * 10;

describe('wrapLines', () => {
  it('breaks between words where the line is full, and at the line breaks of the text', () => {
    expect(wrapLines('Heute ab 14 Uhr geschlossen', 120, width)).toEqual(['Heute ab 14', 'Uhr', 'geschlossen']);
    expect(wrapLines('Inventur\nMorgen wieder da', 200, width)).toEqual(['Inventur', 'Morgen wieder da']);
  });

  it('breaks a word wider than the line where it no longer fits; an empty text is one empty line', () => {
    expect(wrapLines('Sommerschlussverkauf', 80, width)).toEqual(['Sommersc', 'hlussver', 'kauf']);
    expect(wrapLines('', 80, width)).toEqual(['']);
  });
});
