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
});
