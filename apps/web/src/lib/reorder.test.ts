import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveInList, reorderLocally } from './reorder';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ guid: `g${i}`, orderNr: (i + 1) * 7 }));

describe('drag and drop order', () => {
  it('moves an entry to the place of another', () => {
    const moved = moveInList(items(4), 'g0', 'g2').map((i) => i.guid);
    expect(moved).toEqual(['g1', 'g2', 'g0', 'g3']);
    expect(moveInList(items(4), 'g3', 'g0').map((i) => i.guid)).toEqual(['g3', 'g0', 'g1', 'g2']);
    expect(moveInList(items(2), 'x', 'g0').map((i) => i.guid)).toEqual(['g0', 'g1']);
  });

  it('numbers the new order from 10100 in steps of 100', () => {
    expect(reorderLocally(items(3)).map((i) => i.orderNr)).toEqual([10100, 10200, 10300]);
  });

  it('keeps every entry exactly once, in ascending numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), fc.nat(), (n, a, b) => {
        const list = items(n);
        const next = reorderLocally(moveInList(list, `g${a % n}`, `g${b % n}`));
        expect(new Set(next.map((i) => i.guid)).size).toBe(n);
        expect(next.every((item, i) => i === 0 || next[i - 1].orderNr < item.orderNr)).toBe(true);
      }),
    );
  });
});
