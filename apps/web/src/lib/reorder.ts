import { renumber } from '@signage/shared';

/** Moves the entry with id `from` to the place of `to` (drag and drop); unknown ids change nothing. */
export function moveInList<T extends { guid: string }>(items: readonly T[], from: string, to: string): T[] {
  const oldIndex = items.findIndex((item) => item.guid === from);
  const newIndex = items.findIndex((item) => item.guid === to);
  if (oldIndex < 0 || newIndex < 0 || oldIndex === newIndex) return [...items];
  const next = [...items];
  const [moved] = next.splice(oldIndex, 1);
  next.splice(newIndex, 0, moved);
  return next;
}

/** The order the server will store after a drop (SPEC §4: 10100, 10200, …), for the instant preview. */
export function reorderLocally<T extends { guid: string; orderNr: number }>(ordered: readonly T[]): T[] {
  const numbers = renumber(ordered.map((item) => item.guid));
  return ordered.map((item, index) =>
    item.orderNr === numbers[index].orderNr ? item : { ...item, orderNr: numbers[index].orderNr },
  );
}
