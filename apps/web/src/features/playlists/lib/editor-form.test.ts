import type { PlaylistDetail } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { parseMaxLength, toEditorForm, toPlaylistUpdate } from './editor-form';

const playlist = { name: 'Kanal', channel: 20, maxLength: 300, orientation: 'vertical' } as PlaylistDetail;

describe('editor form', () => {
  it('reads the playlist into the fields and back', () => {
    const form = toEditorForm(playlist);
    expect(form).toEqual({ name: 'Kanal', channel: true, organiser: true, maxLength: '300', orientation: 'vertical' });
    expect(toPlaylistUpdate(form)).toEqual({ name: 'Kanal', channel: 20, maxLength: 300, orientation: 'vertical' });
  });

  it('treats an empty maximum as none and refuses other text', () => {
    expect(parseMaxLength('')).toBe(0);
    expect(parseMaxLength(' 90 ')).toBe(90);
    expect(parseMaxLength('1,5')).toBeNull();
    expect(parseMaxLength('86401')).toBeNull();
    expect(toPlaylistUpdate({ ...toEditorForm(playlist), maxLength: 'x' })).toBeNull();
    expect(toPlaylistUpdate({ ...toEditorForm(playlist), name: '  ' })).toBeNull();
  });
});
