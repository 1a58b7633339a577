import type { PlaylistDetail } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { loopFacts, loopLimit } from './loop-facts';

const base = { maxLength: 0, maxDuration: null, duration: 70, items: [] } as unknown as PlaylistDetail;

describe('loop facts', () => {
  it('measures against maxLength first, then maxDuration', () => {
    expect(loopLimit({ maxLength: 120, maxDuration: 60 })).toBe(120);
    expect(loopLimit({ maxLength: 0, maxDuration: 60 })).toBe(60);
    expect(loopLimit({ maxLength: 0, maxDuration: null })).toBeNull();
  });

  it('is green within the limit and red beyond', () => {
    expect(loopFacts(base)).toEqual({ length: '00:01:10', limit: null, colour: 'green' });
    expect(loopFacts({ ...base, maxLength: 60 }).colour).toBe('red');
    expect(loopFacts({ ...base, maxLength: 70 }).colour).toBe('green');
  });
});
