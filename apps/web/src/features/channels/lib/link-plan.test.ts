import { describe, expect, it } from 'vitest';
import { linkChanges, networkLinkState } from './link-plan';

describe('channel distribution', () => {
  const current = [
    { guid: 'a', linked: true },
    { guid: 'b', linked: false },
    { guid: 'c', linked: true },
  ];

  it('adds the newly chosen and removes the no longer chosen locations only', () => {
    expect(linkChanges(current, new Set(['a', 'b']))).toEqual({ add: ['b'], remove: ['c'] });
    expect(linkChanges(current, new Set(['a', 'c']))).toEqual({ add: [], remove: [] });
  });

  it('summarises a network', () => {
    expect(networkLinkState(current)).toBe('some');
    expect(networkLinkState([{ linked: true }])).toBe('all');
    expect(networkLinkState([])).toBe('none');
  });
});
