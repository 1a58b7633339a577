import type { PlaylistItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { settingsProblems, toItemUpdate, toSettingsForm } from './item-settings';

const NOW = Date.UTC(2025, 9, 24, 10, 0);
const item = {
  guid: '8a1d5e0e-7d3c-4a8e-9d6b-1f2f3a4b5c6d',
  name: 'Mallorca.jpg',
  type: 'IMAGE',
  duration: 10,
  active: 1,
  readOnly: 0,
  activeFrom: null,
  activeTill: null,
  localFileName: 'x.jpg',
} as PlaylistItem;

describe('item settings', () => {
  it('fills an empty window with now … one year later', () => {
    const form = toSettingsForm(item, NOW);
    expect(form.activeFrom).toBe(NOW);
    expect(form.activeTill).toBe(Date.UTC(2026, 9, 24, 10, 0));
  });

  it('sends the window, the duration and a changed active flag', () => {
    const form = { ...toSettingsForm(item, NOW), active: false, duration: '15' };
    expect(toItemUpdate(item, form)).toEqual({
      guid: item.guid,
      name: 'Mallorca.jpg',
      activeFrom: NOW,
      activeTill: Date.UTC(2026, 9, 24, 10, 0),
      duration: 15,
      active: 0,
    });
  });

  it('never toggles a readOnly item and gives a PLAYLIST item no duration', () => {
    const linked = { ...item, type: 'PLAYLIST', readOnly: 1 } as PlaylistItem;
    const body = toItemUpdate(linked, { ...toSettingsForm(linked, NOW), active: false });
    expect(body.active).toBeUndefined();
    expect(body.duration).toBeUndefined();
  });

  it('sends the screens an item plays on only when they changed (all screens: null)', () => {
    const offer = { ...item, orientation: 'vertical' } as PlaylistItem;
    expect(toSettingsForm(offer, NOW).orientation).toBe('vertical');
    expect(toItemUpdate(offer, toSettingsForm(offer, NOW)).orientation).toBeUndefined();
    expect(toItemUpdate(offer, { ...toSettingsForm(offer, NOW), orientation: '' }).orientation).toBeNull();
    expect(toItemUpdate(item, { ...toSettingsForm(item, NOW), orientation: 'horizontal' }).orientation).toBe(
      'horizontal',
    );
  });

  it('finds empty names, bad durations, reversed windows and bad addresses', () => {
    const web = { ...item, type: 'WEB', localFileName: '{host}/a' } as PlaylistItem;
    const form = { ...toSettingsForm(web, NOW), name: ' ', duration: '1,5', activeTill: NOW - 1, address: 'ftp://x' };
    expect(settingsProblems(web, form)).toEqual(['name', 'duration', 'window', 'address']);
    expect(settingsProblems(web, toSettingsForm(web, NOW))).toEqual([]);
  });
});
