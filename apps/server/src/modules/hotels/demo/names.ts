import { DEMO_NAMES } from './data.js';
import type { DemoDestination } from './types.js';

const { seaPrefixKinds: SEA_PREFIX_KINDS, seaSuffixKinds: SEA_SUFFIX_KINDS, groups: GROUPS } = DEMO_NAMES;

const at = <T>(list: readonly T[], rnd: () => number): T => list[Math.floor(rnd() * list.length)] as T;

/** One candidate name from the destination's words and kinds, the group names and the place. */
function candidate(rnd: () => number, destination: DemoDestination, place: string): string {
  const prefix = destination.prefixKinds ?? SEA_PREFIX_KINDS;
  const suffix = destination.suffixKinds ?? SEA_SUFFIX_KINDS;
  const word = at(destination.words, rnd);
  switch (Math.floor(rnd() * 6)) {
    case 0:
      return `${at(prefix, rnd)} ${word}`;
    case 1:
      return `${word} ${at(suffix, rnd)}`;
    case 2:
      return `${at(GROUPS, rnd)} ${word}`;
    case 3:
      return `${at(GROUPS, rnd)} ${place} ${at(suffix, rnd)}`;
    case 4:
      return `${at(prefix, rnd)} ${word} ${place}`;
    default:
      return `${at(GROUPS, rnd)} ${word} ${at(suffix, rnd)}`;
  }
}

/** A hotel name not in `taken` (which it is added to). */
export function hotelName(rnd: () => number, destination: DemoDestination, place: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = candidate(rnd, destination, place);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  let n = 2;
  while (taken.has(`${destination.words[0]} ${place} ${n}`)) n++;
  const name = `${destination.words[0]} ${place} ${n}`;
  taken.add(name);
  return name;
}

/** A URL path piece from a name: 'Hôtel Cala d'Or' → 'hotel-cala-d-or'. */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
