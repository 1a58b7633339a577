import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTagList, strictTagList, tagListText } from './tag-list.js';

describe('tag lists', () => {
  it('reads JSON text, arrays and once-more-quoted text', () => {
    expect(strictTagList('["a", " b ", "a", ""]')).toEqual(['a', 'b']);
    expect(strictTagList(['x', 'y'])).toEqual(['x', 'y']);
    expect(strictTagList(JSON.stringify('["q"]'))).toEqual(['q']);
    expect(strictTagList('')).toEqual([]);
  });

  it('refuses what is not a list of texts', () => {
    expect(strictTagList('kein json')).toBeNull();
    expect(strictTagList('{"a":1}')).toBeNull();
    expect(strictTagList('[1,2]')).toBeNull();
    expect(strictTagList(42)).toBeNull();
    expect(strictTagList(['x'.repeat(101)])).toBeNull();
  });

  it('SPEC §8: an unreadable stored list counts as empty', () => {
    expect(parseTagList('[kaputt')).toEqual([]);
    expect(parseTagList(null)).toEqual([]);
  });

  it('round-trips any list of short tags', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 50 }), (tags) => {
        const text = tagListText(tags);
        const back = parseTagList(text);
        expect(tagListText(back)).toBe(text);
        expect(back.every((t) => t.length > 0 && t === t.trim())).toBe(true);
        expect(new Set(back).size).toBe(back.length);
      }),
    );
  });
  it('reads blank text as an empty list but quotes only once more', () => {
    expect(strictTagList('   ')).toEqual([]);
    expect(strictTagList(' ["a"] ')).toEqual(['a']);
    expect(strictTagList(JSON.stringify(JSON.stringify('["q"]')))).toBeNull();
    expect(strictTagList(JSON.stringify('kein json'))).toBeNull();
    expect(strictTagList('"5"')).toBeNull();
    expect(strictTagList(['a', 1])).toBeNull();
    expect(strictTagList({ 0: 'a', length: 1 })).toBeNull();
    expect(strictTagList(null)).toBeNull();
  });

  it('allows at most 100 distinct tags of at most 100 characters', () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);
    expect(strictTagList(tags(100))).toEqual(tags(100));
    expect(strictTagList(tags(101))).toBeNull();
    expect(strictTagList([...tags(100), 't0', ' t1 ', ''])).toEqual(tags(100));
    expect(strictTagList(['x'.repeat(100)])).toEqual(['x'.repeat(100)]);
    expect(strictTagList([` ${'x'.repeat(100)} `])).toEqual(['x'.repeat(100)]);
    expect(strictTagList(JSON.stringify(['ok', 'x'.repeat(101)]))).toBeNull();
  });

  it('stores the tidied list as JSON text and reads a missing list as empty', () => {
    expect(tagListText([' a', 'a', '', 'b '])).toBe('["a","b"]');
    expect(tagListText([])).toBe('[]');
    expect(parseTagList(undefined)).toEqual([]);
    expect(parseTagList('["x"," y"]')).toEqual(['x', 'y']);
  });
});
