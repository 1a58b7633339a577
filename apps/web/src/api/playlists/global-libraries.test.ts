import type { PlaylistSummary } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { pickLibraries } from './global-libraries';

const summary = (name: string, guidCompany: string | null): PlaylistSummary => ({
  guid: `${name}-${guidCompany ?? 'g'}`,
  name,
  comment: null,
  channel: 0,
  maxLength: 0,
  orientation: 'horizontal',
  guidCompany,
  companyName: null,
  clonedFrom: null,
  cntItems: 0,
  duration: 0,
  size: 0,
  cntDevices: 0,
  writable: true,
  created: 0,
  changed: 0,
});

describe('global libraries', () => {
  it('takes only the global playlists with the exact names', () => {
    const found = pickLibraries([
      summary('GlobalMediathekH', 'c1'),
      summary('GlobalMediathekHx', null),
      summary('GlobalMediathekV', null),
      summary('GlobalMediathekH', null),
    ]);
    expect(found.horizontal?.guid).toBe('GlobalMediathekH-g');
    expect(found.vertical?.guid).toBe('GlobalMediathekV-g');
  });

  it('leaves a missing library out', () => {
    expect(pickLibraries([summary('GlobalMediathekV', null)])).toEqual({
      vertical: expect.objectContaining({ name: 'GlobalMediathekV' }),
    });
  });
});
