import type { PlaylistItem } from '@signage/shared';
import { useState } from 'react';

export type EditorDialog =
  | { kind: 'none' }
  | { kind: 'link' }
  | { kind: 'web' }
  | { kind: 'library' }
  | { kind: 'schedules' }
  | { kind: 'settings'; item: PlaylistItem }
  | { kind: 'delete'; item: PlaylistItem }
  | { kind: 'notAllowed'; maxDuration: number };

/** Which dialog of the editor is open (one at a time). */
export function useEditorDialogs() {
  const [dialog, setDialog] = useState<EditorDialog>({ kind: 'none' });
  return { dialog, open: setDialog, close: () => setDialog({ kind: 'none' }) };
}
