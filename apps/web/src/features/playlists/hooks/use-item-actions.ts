import { canToggleActive, type PlaylistItem, toggledActive } from '@signage/shared';
import { useMemo, useRef } from 'react';
import type { ItemActions } from '../components/item-card';

interface Handlers {
  toggle: (item: PlaylistItem, active: 0 | 1) => void;
  settings: (item: PlaylistItem) => void;
  remove: (item: PlaylistItem) => void;
  move: (item: PlaylistItem, direction: 'left' | 'right') => void;
}

/** One stable actions object for all cards (memoised cards re-render only when their item changes). */
export function useItemActions(handlers: Handlers): ItemActions {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo(
    () => ({
      onToggle: (item) => {
        if (canToggleActive(item)) latest.current.toggle(item, toggledActive(item));
      },
      onSettings: (item) => latest.current.settings(item),
      onDelete: (item) => latest.current.remove(item),
      onMove: (item, direction) => latest.current.move(item, direction),
    }),
    [],
  );
}
