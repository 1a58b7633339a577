import { describe, expect, it } from 'vitest';
import { networkChoices } from './network-choices';

const networks = [
  { guid: 's', name: 'Sonnenschein Reisen GmbH', city: 'Berlin', typ: 0 },
  { guid: 'f', name: 'Fernweh Touristik AG', city: 'Köln', typ: 1 },
  { guid: 'a', name: 'Alpenblick Reisen', city: null, typ: 0 },
];

describe('networkChoices', () => {
  it('sorts by name and searches name and city', () => {
    expect(networkChoices(networks, '').map((n) => n.guid)).toEqual(['a', 'f', 's']);
    expect(networkChoices(networks, 'köln').map((n) => n.guid)).toEqual(['f']);
    expect(networkChoices(networks, ' reisen ').map((n) => n.guid)).toEqual(['a', 's']);
  });

  it('leaves out organisers and the current network when asked', () => {
    expect(networkChoices(networks, '', { excludeOrganisers: true, excludeGuid: 's' }).map((n) => n.guid)).toEqual([
      'a',
    ]);
  });
});
