import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  EDITOR_WEB_ORDER_NR,
  firstOrderNr,
  inPlayOrder,
  lastOrderNr,
  type Ordered,
  planInsertAt,
  planMove,
  planSetOrderNr,
  renumber,
} from './order-numbers.js';

const item = (id: string, orderNr: number, type = 'IMAGE'): Ordered => ({ id, orderNr, type });
const ids = (items: Ordered[]) => inPlayOrder(items).map((i) => i.id);

describe('drag renumbering', () => {
  it('numbers from 10100 in steps of 100', () => {
    expect(renumber(['c', 'a', 'b'])).toEqual([
      { id: 'c', orderNr: 10100 },
      { id: 'a', orderNr: 10200 },
      { id: 'b', orderNr: 10300 },
    ]);
  });
});

describe('new items', () => {
  it('media-library item goes first: first − 100, or 100 when empty', () => {
    expect(firstOrderNr([])).toBe(100);
    expect(firstOrderNr([{ orderNr: 500 }, { orderNr: 300 }])).toBe(200);
  });
  it('web item goes last: last + 100, or 100 when empty', () => {
    expect(lastOrderNr([])).toBe(100);
    expect(lastOrderNr([{ orderNr: 500 }, { orderNr: 300 }])).toBe(600);
  });
  it('the editor web item gets 900 when free, and the list is renumbered when 900 is taken', () => {
    expect(planInsertAt([item('a', 100), item('b', 1000)], 'new', EDITOR_WEB_ORDER_NR)).toEqual([
      { id: 'new', orderNr: 900 },
    ]);
    const taken = [item('a', 900), item('b', 1000)];
    const changes = planInsertAt(taken, 'new', EDITOR_WEB_ORDER_NR);
    const after = applyChanges([...taken, item('new', 0)], changes);
    expect(ids(after)).toEqual(['a', 'new', 'b']);
  });
});

describe('left/right moves', () => {
  const list = [item('a', 100), item('p', 200, 'PLAYLIST'), item('b', 300), item('c', 400)];
  it('takes the nearest non-PLAYLIST neighbour ±1', () => {
    expect(planMove(list, 'c', 'left')).toEqual({ ok: true, changes: [{ id: 'c', orderNr: 299 }] });
    expect(planMove(list, 'b', 'left')).toEqual({ ok: true, changes: [{ id: 'b', orderNr: 99 }] });
    expect(planMove(list, 'a', 'right')).toEqual({ ok: true, changes: [{ id: 'a', orderNr: 301 }] });
  });
  it('the first cannot move left, the last cannot move right', () => {
    expect(planMove(list, 'a', 'left')).toEqual({ ok: false, reason: 'first' });
    expect(planMove(list, 'c', 'right')).toEqual({ ok: false, reason: 'last' });
    expect(planMove([item('p', 1, 'PLAYLIST'), item('x', 2)], 'x', 'left')).toEqual({ ok: false, reason: 'first' });
    expect(planMove(list, 'zz', 'left')).toEqual({ ok: false, reason: 'unknown' });
  });
  it('renumbers when ±1 would collide', () => {
    const tight = [item('a', 100), item('b', 101), item('c', 200)];
    const plan = planMove(tight, 'c', 'left');
    expect(plan.ok).toBe(true);
    if (plan.ok) expect(ids(applyChanges(tight, plan.changes))).toEqual(['a', 'c', 'b']);
    // 101 − 1 = 100 is a's number: the whole list is renumbered, no two items share a number
    expect(plan).toEqual({
      ok: true,
      changes: [
        { id: 'a', orderNr: 10100 },
        { id: 'c', orderNr: 10200 },
        { id: 'b', orderNr: 10300 },
      ],
    });
    const right = [item('a', 100), item('b', 199), item('c', 200)];
    expect(planMove(right, 'a', 'right')).toEqual({
      ok: true,
      changes: [
        { id: 'b', orderNr: 10100 },
        { id: 'a', orderNr: 10200 },
        { id: 'c', orderNr: 10300 },
      ],
    });
    // a free ±1 changes only the moving item
    expect(planMove([item('a', 100), item('b', 102), item('c', 200)], 'c', 'left')).toEqual({
      ok: true,
      changes: [{ id: 'c', orderNr: 101 }],
    });
  });
  it('moves past several linked playlists, and refuses when only linked playlists follow', () => {
    const links = [item('a', 100), item('p', 200, 'PLAYLIST'), item('q', 300, 'PLAYLIST'), item('b', 400)];
    expect(planMove(links, 'b', 'left')).toEqual({ ok: true, changes: [{ id: 'b', orderNr: 99 }] });
    expect(planMove(links, 'a', 'right')).toEqual({ ok: true, changes: [{ id: 'a', orderNr: 401 }] });
    expect(planMove(links.slice(0, 3), 'a', 'right')).toEqual({ ok: false, reason: 'last' });
  });
  it('sets an explicit number and keeps the list unique', () => {
    const plan = planSetOrderNr([item('a', 100), item('b', 200), item('c', 300)], 'c', 100);
    expect(plan.ok).toBe(true);
    if (plan.ok) {
      const after = applyChanges([item('a', 100), item('b', 200), item('c', 300)], plan.changes);
      expect(ids(after)).toEqual(['a', 'c', 'b']);
      expect(new Set(after.map((i) => i.orderNr)).size).toBe(3);
    }
  });
});

type Op =
  | { kind: 'move'; pick: number; direction: 'left' | 'right' }
  | { kind: 'insertFirst' | 'insertLast' | 'insertEditorWeb' | 'insertLink' }
  | { kind: 'delete'; pick: number }
  | { kind: 'drag'; seed: number }
  | { kind: 'set'; pick: number; orderNr: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), direction: fc.constantFrom('left', 'right') }),
  fc.record({
    kind: fc.constantFrom('insertFirst', 'insertLast', 'insertEditorWeb', 'insertLink'),
  }) as fc.Arbitrary<Op>,
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('drag' as const), seed: fc.nat() }),
  fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), orderNr: fc.integer({ min: -500, max: 20_000 }) }),
);

/** Expected play order after a move, computed independently of the planner. */
function expectedAfterMove(order: Ordered[], id: string, direction: 'left' | 'right'): string[] | null {
  const index = order.findIndex((i) => i.id === id);
  const step = direction === 'left' ? -1 : 1;
  let n = index + step;
  while (n >= 0 && n < order.length && order[n].type === 'PLAYLIST') n += step;
  if (n < 0 || n >= order.length) return null;
  const target = order[n].id;
  const rest = order.filter((i) => i.id !== id).map((i) => i.id);
  const at = rest.indexOf(target) + (direction === 'left' ? 0 : 1);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

describe('property: order numbers stay unique and ordered', () => {
  it('under any sequence of moves, inserts, deletes, drags and explicit numbers', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let items: Ordered[] = [];
        let next = 0;
        for (const o of ops) {
          const order = inPlayOrder(items);
          let expected: string[] | null = order.map((i) => i.id);
          if (o.kind === 'insertFirst') {
            const id = `n${next++}`;
            items = [...items, item(id, firstOrderNr(items))];
            expected = [id, ...expected];
          } else if (o.kind === 'insertLast' || o.kind === 'insertLink') {
            const id = `n${next++}`;
            items = [...items, item(id, lastOrderNr(items), o.kind === 'insertLink' ? 'PLAYLIST' : 'WEB')];
            expected = [...expected, id];
          } else if (o.kind === 'insertEditorWeb') {
            const id = `n${next++}`;
            const before = order.filter((i) => i.orderNr <= EDITOR_WEB_ORDER_NR).map((i) => i.id);
            items = applyChanges([...items, item(id, 0, 'WEB')], planInsertAt(items, id, EDITOR_WEB_ORDER_NR));
            expected = [...before, id, ...expected.slice(before.length)];
          } else if (o.kind === 'delete' && items.length > 0) {
            const victim = order[o.pick % order.length].id;
            items = items.filter((i) => i.id !== victim);
            expected = expected.filter((id) => id !== victim);
          } else if (o.kind === 'drag' && items.length > 0) {
            const shuffled = [...expected].sort(
              (a, b) => ((a.charCodeAt(1) * o.seed) % 7) - ((b.charCodeAt(1) * o.seed) % 7),
            );
            items = applyChanges(items, renumber(shuffled));
            expected = shuffled;
          } else if (o.kind === 'move' && items.length > 0) {
            const id = order[o.pick % order.length].id;
            const plan = planMove(items, id, o.direction);
            const want = expectedAfterMove(order, id, o.direction);
            expect(plan.ok).toBe(want !== null);
            if (plan.ok) items = applyChanges(items, plan.changes);
            if (want) expected = want;
          } else if (o.kind === 'set' && items.length > 0) {
            const id = order[o.pick % order.length].id;
            const plan = planSetOrderNr(items, id, o.orderNr);
            if (plan.ok) items = applyChanges(items, plan.changes);
            expected = inPlayOrder(items).map((i) => i.id);
          }
          const numbers = inPlayOrder(items).map((i) => i.orderNr);
          expect(new Set(numbers).size).toBe(numbers.length);
          expect(ids(items)).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
