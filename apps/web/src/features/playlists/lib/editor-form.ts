import { channelOf, flagsOf, type PlaylistDetail, type PlaylistUpdate } from '@signage/shared';

/** The editor's header fields (SPEC §2: name, channel, organiser channel with maximum length, orientation). */
export interface EditorForm {
  name: string;
  channel: boolean;
  organiser: boolean;
  /** Seconds as typed; empty = 0 (no maximum). */
  maxLength: string;
  orientation: 'horizontal' | 'vertical';
}

export function toEditorForm(playlist: PlaylistDetail): EditorForm {
  return {
    name: playlist.name,
    ...flagsOf(playlist.channel),
    maxLength: playlist.maxLength ? String(playlist.maxLength) : '',
    orientation: playlist.orientation === 'vertical' ? 'vertical' : 'horizontal',
  };
}

/** Whole seconds 0..86400, or null when the text is no such number. */
export function parseMaxLength(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 86_400 ? value : null;
}

/** The update body; null when a field is invalid. */
export function toPlaylistUpdate(form: EditorForm): PlaylistUpdate | null {
  const maxLength = parseMaxLength(form.maxLength);
  const name = form.name.trim();
  if (maxLength === null || name === '') return null;
  return { name, channel: channelOf(form), maxLength, orientation: form.orientation };
}
