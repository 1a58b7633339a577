import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import destinations from './content/destinations.json' with { type: 'json' };
import { checkedDemoData, DEMO_DESTINATION_DATA, DEMO_NAMES, DEMO_TEXTS } from './data.js';
import { demoDestination } from './types.js';

describe('demo hotel data files', () => {
  it('load in full from content/*.json', () => {
    expect(DEMO_DESTINATION_DATA).toEqual(destinations);
    expect(DEMO_TEXTS.titles.map(([de]) => de)).toEqual([
      'Lage',
      'Ausstattung',
      'Zimmer',
      'Verpflegung',
      'Sport & Unterhaltung',
    ]);
    expect(DEMO_NAMES.groups.length).toBeGreaterThan(0);
  });

  it('stop with the file and the wrong fields named when a file is broken', () => {
    const [first] = destinations;
    const broken = [{ ...first, setting: 'wüste', climate: { ...first.climate, airMax: [20] }, prefixKind: ['Hotel'] }];
    const load = () => checkedDemoData('content/destinations.json', z.array(demoDestination), broken);
    expect(load).toThrow(/Die Demo-Hoteldaten content\/destinations\.json sind fehlerhaft/);
    expect(load).toThrow(/at \[0\]\.setting/);
    expect(load).toThrow(/at \[0\]\.climate\.airMax/);
    expect(load).toThrow(/Unbekannter Schlüssel: "prefixKind"/);
  });
});
