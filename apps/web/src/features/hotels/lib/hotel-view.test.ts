import { describe, expect, it } from 'vitest';
import { giataPath, HOTEL_TAB, monthShort, parseTab, searchOf, textLanguages, textsIn, withCode } from './hotel-view';

describe('parseTab', () => {
  it('reads the SPEC numbers', () => {
    expect(parseTab('0')).toBe(HOTEL_TAB.images);
    expect(parseTab('1')).toBe(HOTEL_TAB.map);
    expect(parseTab('2')).toBe(HOTEL_TAB.details);
    expect(parseTab('3')).toBe(HOTEL_TAB.list);
    expect(parseTab('4')).toBe(HOTEL_TAB.climate);
  });

  it('falls back to Details for missing or unknown values', () => {
    for (const value of [null, '', '5', '-1', 'x', '12', '1.5']) expect(parseTab(value), String(value)).toBe(2);
  });
});

describe('texts', () => {
  const de = { language: 'de', sections: [{ title: 'Lage', para: ['Am Strand'] }] };
  const en = { language: 'en', sections: [{ title: 'Location', para: ['On the beach'] }] };
  const fr = { language: 'fr', sections: [] };

  it('lists German first', () => {
    expect(textLanguages([en, fr, de])).toEqual(['de', 'en', 'fr']);
  });

  it('takes the asked language, else German, else the first', () => {
    expect(textsIn([de, en], 'en')).toBe(en);
    expect(textsIn([en, de], 'it')).toBe(de);
    expect(textsIn([fr, en], 'it')).toBe(fr);
    expect(textsIn([], 'de')).toBeUndefined();
  });
});

describe('paths', () => {
  it('keeps the offer code', () => {
    expect(withCode('/ga/index', 'abc123')).toBe('/ga/index?code=abc123');
    expect(withCode('/ga/index', null)).toBe('/ga/index');
    expect(withCode('/oc/index', 'c', { gid: '7', tab: '0' })).toBe('/oc/index?code=c&gid=7&tab=0');
  });

  it('builds the GIATA overview path', () => {
    expect(giataPath('12345')).toBe('/ga/index/12345');
    expect(giataPath('12345', 'TUI DE')).toBe('/ga/index/12345/TUI%20DE');
  });

  it('names the months in German', () => {
    expect([1, 3, 12].map(monthShort)).toEqual(['Jan', 'Mär', 'Dez']);
  });
});

describe('searchOf', () => {
  it('keeps the list search (q, country) for the way back from a hotel', () => {
    const params = new URLSearchParams('code=c&q=palma&country=ES&tab=2');
    expect(searchOf(params)).toEqual({ q: 'palma', country: 'ES' });
    expect(withCode('/ga/index', 'c', searchOf(params))).toBe('/ga/index?code=c&q=palma&country=ES');
    expect(searchOf(new URLSearchParams('q=%20'))).toEqual({});
  });
});
