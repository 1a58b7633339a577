import type { PlayerItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { mediaToKeep } from './offline-loop';

const NOW = Date.UTC(2026, 10, 24, 12);
const item = (guid: string, patch: Partial<PlayerItem> = {}) =>
  ({
    guid,
    orderNr: 100,
    type: 'IMAGE',
    active: 1,
    duration: 5,
    activeFrom: null,
    activeTill: null,
    localAbsoluteFileName: `http://tv.example/media/${guid}`,
    size: 10,
    ...patch,
  }) as PlayerItem;

describe('files the offline player keeps', () => {
  it('leaves out items whose window has ended, keeps running and future ones', () => {
    const items = [
      item('running', { activeFrom: NOW - 60_000, activeTill: NOW + 60_000 }),
      item('ended', { activeTill: NOW - 1 }),
      item('future', { type: 'VIDEO', activeFrom: NOW + 3_600_000, size: 99 }),
      item('open'),
    ];
    expect(mediaToKeep(items, NOW)).toEqual([
      { url: 'http://tv.example/media/running', size: 10 },
      { url: 'http://tv.example/media/future', size: 99 },
      { url: 'http://tv.example/media/open', size: 10 },
    ]);
  });

  it('ends exactly after activeTill (the window includes its last millisecond)', () => {
    const edge = item('edge', { activeTill: NOW });
    expect(mediaToKeep([edge], NOW)).toHaveLength(1);
    expect(mediaToKeep([edge], NOW + 1)).toHaveLength(0);
  });

  it('keeps no web pages or items without a file, and a file shared by two items once', () => {
    const items = [
      item('web', { type: 'WEB', localAbsoluteFileName: 'https://example.org/' }),
      item('none', { localAbsoluteFileName: null }),
      item('a', { localAbsoluteFileName: 'http://tv.example/media/same' }),
      item('b', { localAbsoluteFileName: 'http://tv.example/media/same' }),
    ];
    expect(mediaToKeep(items, NOW)).toEqual([{ url: 'http://tv.example/media/same', size: 10 }]);
  });
});
