import type { PlaylistSummary } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { linkCandidates } from './link-candidates';

const p = (guid: string, channel: number, companyName: string | null = null) =>
  ({ guid, name: `Name ${guid}`, channel, companyName }) as PlaylistSummary;

describe('link candidates', () => {
  it('lists channels first, skips itself, linked ones and duplicates', () => {
    const result = linkCandidates(
      [p('k1', 20), p('k2', 1)],
      [p('k1', 20), p('self', 0), p('a', 0), p('b', 0)],
      'self',
      new Set(['b']),
    );
    expect(result.map((c) => c.guid)).toEqual(['k1', 'k2', 'a']);
  });

  it('filters by name or company', () => {
    const result = linkCandidates([p('k1', 20, 'Fernweh')], [p('a', 0, 'Sonnenschein')], 'x', new Set(), 'fern');
    expect(result.map((c) => c.guid)).toEqual(['k1']);
  });
});
