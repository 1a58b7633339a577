import { describe, expect, it } from 'vitest';
import { itemPlayState, playsNow, type StatusItem } from './item-status';

const NOW = Date.UTC(2025, 9, 24, 12);
const HOUR = 3_600_000;
const item = (patch: Partial<StatusItem> = {}): StatusItem => ({
  type: 'IMAGE',
  active: 1,
  activeFrom: null,
  activeTill: null,
  ...patch,
});

describe('itemPlayState', () => {
  it('plays an active item without window or inside its window', () => {
    expect(itemPlayState(item(), NOW)).toEqual({ kind: 'playing' });
    expect(itemPlayState(item({ activeFrom: NOW - HOUR, activeTill: NOW + HOUR }), NOW).kind).toBe('playing');
  });
  it('says inactive before anything else', () => {
    expect(itemPlayState(item({ active: 0, activeTill: NOW - HOUR }), NOW)).toEqual({ kind: 'inactive' });
  });
  it('names the start of a later window and the end of a past one', () => {
    expect(itemPlayState(item({ activeFrom: NOW + HOUR }), NOW)).toEqual({ kind: 'starts', at: NOW + HOUR });
    expect(itemPlayState(item({ activeFrom: NOW - 2 * HOUR, activeTill: NOW - HOUR }), NOW)).toEqual({
      kind: 'ended',
      at: NOW - HOUR,
    });
  });
  it('holds back videos that are still converting or failed', () => {
    expect(itemPlayState(item({ type: 'VIDEO', convertStatus: 'running' }), NOW).kind).toBe('converting');
    expect(itemPlayState(item({ type: 'VIDEO', convertStatus: 'done', playable: false }), NOW).kind).toBe('converting');
    expect(itemPlayState(item({ type: 'VIDEO', convertStatus: 'failed' }), NOW).kind).toBe('convertFailed');
    expect(itemPlayState(item({ type: 'VIDEO', convertStatus: 'done', playable: true }), NOW).kind).toBe('playing');
  });
  it('never plays a linked playlist entry itself', () => {
    expect(playsNow(item({ type: 'PLAYLIST' }), NOW)).toBe(false);
    expect(playsNow(item({ type: 'WEB' }), NOW)).toBe(true);
  });
});
