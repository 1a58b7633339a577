/**
 * Order numbers of playlist items (SPEC §4, §9). A playlist plays its items by ascending orderNr.
 * Every planner returns the changes to store; when the number the spec prescribes would collide
 * with a neighbour (or break the intended order), the whole list is renumbered from 10100 in
 * steps of 100 instead, so numbers always stay unique and ordered.
 */

export const SORT_START = 10_100;
export const SORT_STEP = 100;
/** First number of an empty playlist for media-library and web items. */
export const EMPTY_ORDER_NR = 100;
/** A web item added in the playlist editor (SPEC §9). */
export const EDITOR_WEB_ORDER_NR = 900;

export interface Ordered<Id = string> {
  id: Id;
  orderNr: number;
  /** Linked playlists (type PLAYLIST) are skipped when looking for a neighbour to move past. */
  type?: string;
}

export interface OrderChange<Id = string> {
  id: Id;
  orderNr: number;
}

export type MoveDirection = 'left' | 'right';
export type MoveRefusal = 'first' | 'last' | 'unknown';
export type MovePlan<Id> = { ok: true; changes: OrderChange<Id>[] } | { ok: false; reason: MoveRefusal };

/** Items in play order (orderNr, ties kept in their given order). */
export function inPlayOrder<T extends { orderNr: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.orderNr - b.item.orderNr || a.index - b.index)
    .map(({ item }) => item);
}

/** Drag and drop: the list, in its new order, numbered 10100, 10200, … */
export function renumber<Id>(ids: readonly Id[]): OrderChange<Id>[] {
  return ids.map((id, index) => ({ id, orderNr: SORT_START + index * SORT_STEP }));
}

/** A new media-library item goes first: the first number minus 100, or 100 in an empty list. */
export function firstOrderNr(items: readonly { orderNr: number }[]): number {
  if (items.length === 0) return EMPTY_ORDER_NR;
  return Math.min(...items.map((i) => i.orderNr)) - SORT_STEP;
}

/** A new web item (location view) or upload goes last: the last number plus 100, or 100. */
export function lastOrderNr(items: readonly { orderNr: number }[]): number {
  if (items.length === 0) return EMPTY_ORDER_NR;
  return Math.max(...items.map((i) => i.orderNr)) + SORT_STEP;
}

/**
 * Stores `sequence` (the intended play order) with `proposal` for the items that move or are new;
 * falls back to renumbering the whole sequence when the proposal is not strictly increasing.
 * Only items whose number actually changes are returned.
 */
export function settle<Id>(sequence: readonly Ordered<Id>[], proposal: ReadonlyMap<Id, number>): OrderChange<Id>[] {
  const numbers = sequence.map((item) => proposal.get(item.id) ?? item.orderNr);
  const increasing = numbers.every((n, i) => i === 0 || numbers[i - 1] < n);
  const next = increasing ? numbers : sequence.map((_, i) => SORT_START + i * SORT_STEP);
  const changes: OrderChange<Id>[] = [];
  sequence.forEach((item, i) => {
    if (next[i] !== item.orderNr || proposal.has(item.id)) changes.push({ id: item.id, orderNr: next[i] });
  });
  return changes;
}

/**
 * Left/right arrows: the item takes the number of the nearest neighbour in that direction that is
 * not a linked playlist, minus 1 (left) or plus 1 (right). The first item cannot move left, the
 * last cannot move right (nor past only linked playlists).
 */
export function planMove<Id>(items: readonly Ordered<Id>[], id: Id, direction: MoveDirection): MovePlan<Id> {
  const ordered = inPlayOrder(items);
  const index = ordered.findIndex((item) => item.id === id);
  if (index < 0) return { ok: false, reason: 'unknown' };
  const step = direction === 'left' ? -1 : 1;
  let neighbour = index + step;
  while (neighbour >= 0 && neighbour < ordered.length && ordered[neighbour].type === 'PLAYLIST') neighbour += step;
  if (neighbour < 0 || neighbour >= ordered.length) {
    return { ok: false, reason: direction === 'left' ? 'first' : 'last' };
  }
  const moving = ordered[index];
  const target = ordered[neighbour];
  const rest = ordered.filter((_, i) => i !== index);
  const at = rest.indexOf(target) + (direction === 'left' ? 0 : 1);
  const sequence = [...rest.slice(0, at), moving, ...rest.slice(at)];
  const proposal = new Map([[id, target.orderNr + step]]);
  return { ok: true, changes: settle(sequence, proposal) };
}

/**
 * Inserts a new item at the position a given number sorts to (after items with the same number).
 * Used for the editor's web item (900); the new item is identified by `newId`.
 */
export function planInsertAt<Id>(items: readonly Ordered<Id>[], newId: Id, orderNr: number): OrderChange<Id>[] {
  const ordered = inPlayOrder(items);
  const at = ordered.filter((item) => item.orderNr <= orderNr).length;
  const sequence = [...ordered.slice(0, at), { id: newId, orderNr }, ...ordered.slice(at)];
  return settle(sequence, new Map([[newId, orderNr]]));
}

/** Sets an explicit number for one item (itemOrderNr with orderNr); keeps the list unique. */
export function planSetOrderNr<Id>(items: readonly Ordered<Id>[], id: Id, orderNr: number): MovePlan<Id> {
  const others = items.filter((item) => item.id !== id);
  if (others.length === items.length) return { ok: false, reason: 'unknown' };
  return { ok: true, changes: planInsertAt(others, id, orderNr) };
}

/** Applies changes to a list (for previews and tests). */
export function applyChanges<Id, T extends Ordered<Id>>(items: readonly T[], changes: readonly OrderChange<Id>[]): T[] {
  const next = new Map(changes.map((c) => [c.id, c.orderNr]));
  return items.map((item) => (next.has(item.id) ? { ...item, orderNr: next.get(item.id) as number } : item));
}
