import { describe, expect, it } from 'vitest';
import { networkOptions } from './network-options';

const companies = [
  { guid: 'loc-b', name: 'Zweigstelle B', isMother: 0, guidParent: 'net-s' },
  { guid: 'net-s', name: 'Sonnenschein', isMother: 1, guidParent: null },
  { guid: 'loc-a', name: 'Filiale A', isMother: 0, guidParent: 'net-s' },
  { guid: 'net-f', name: 'Fernweh', isMother: 1, guidParent: null },
  { guid: 'orphan', name: 'Reisewelt Müller', isMother: 0, guidParent: null },
];

describe('networkOptions', () => {
  it('lists networks by name, each followed by its locations, orphans last', () => {
    expect(networkOptions(companies).map((o) => `${o.depth}:${o.guid}`)).toEqual([
      '0:net-f',
      '0:net-s',
      '1:loc-a',
      '1:loc-b',
      '0:orphan',
    ]);
  });

  it('keeps only the context network and its locations', () => {
    expect(networkOptions(companies, 'net-s').map((o) => o.guid)).toEqual(['net-s', 'loc-a', 'loc-b']);
  });

  it('marks kinds', () => {
    expect(networkOptions(companies).find((o) => o.guid === 'orphan')?.kind).toBe('location');
  });
});
