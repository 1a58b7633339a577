/** What the distribution dialog has to do: locations to add the channel to and to remove it from. */
export function linkChanges(
  current: readonly { guid: string; linked: boolean }[],
  chosen: ReadonlySet<string>,
): { add: string[]; remove: string[] } {
  return {
    add: current.filter((l) => !l.linked && chosen.has(l.guid)).map((l) => l.guid),
    remove: current.filter((l) => l.linked && !chosen.has(l.guid)).map((l) => l.guid),
  };
}

export type NetworkLinkState = 'all' | 'some' | 'none';

/** A network has the channel at all, some or none of its locations. */
export function networkLinkState(locations: readonly { linked: boolean }[]): NetworkLinkState {
  const linked = locations.filter((l) => l.linked).length;
  if (linked === 0) return 'none';
  return linked === locations.length ? 'all' : 'some';
}
