import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Typography from '@mui/material/Typography';
import type { PlaylistItem } from '@signage/shared';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveInList } from '../../../lib/reorder';
import { useMountedInTransition } from '../hooks/use-mounted-in-transition';
import { useNow } from '../hooks/use-now';
import { useVirtualGrid } from '../hooks/use-virtual-grid';
import { type ItemActions, ItemCard } from './item-card';

/** Cards have one fixed height: the grid is virtualised by rows. */
export const CARD_HEIGHT = 300;
const GAP = 16;
const MIN_COLUMN = 210;

interface SortableCardProps {
  item: PlaylistItem;
  index: number;
  count: number;
  locked: boolean;
  actions: ItemActions;
  now: number;
}

const SortableCard = memo(function SortableCard({ item, index, count, locked, actions, now }: SortableCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.guid,
    disabled: locked,
  });
  return (
    <li
      ref={setNodeRef}
      data-testid="item-slot"
      style={{
        height: CARD_HEIGHT,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      <ItemCard
        item={item}
        position={index + 1}
        isFirst={index === 0}
        isLast={index === count - 1}
        locked={locked}
        actions={actions}
        dragAttributes={attributes}
        dragListeners={listeners}
        now={now}
      />
    </li>
  );
});

interface Props {
  items: readonly PlaylistItem[];
  locked: boolean;
  actions: ItemActions;
  onReorder: (ordered: PlaylistItem[]) => void;
}

/**
 * SPEC §2 item cards with drag-and-drop reorder (dnd-kit) and left/right arrows. Only the rows in
 * view are rendered; the dragged card follows the pointer in an overlay.
 */
export function ItemGrid({ items, locked, actions, onReorder }: Props) {
  const { t } = useTranslation();
  const now = useNow(items);
  const grid = useVirtualGrid(items.length, { minColumnWidth: MIN_COLUMN, rowHeight: CARD_HEIGHT, gap: GAP });
  const ids = useMemo(() => items.map((item) => item.guid), [items]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const activeIndex = activeId === null ? -1 : ids.indexOf(activeId);
  // The cards render in a transition after the page around them: opening never blocks in one long task.
  const ready = useMountedInTransition(true);
  // Scrolling renders the newly visible cards in a transition too (the range may lag a frame behind).
  const range = useDeferredValue(grid.range);
  const visible = ready ? items.slice(range.start, range.end) : [];

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over || active.id === over.id) return;
    onReorder(moveInList(items, String(active.id), String(over.id)));
  };

  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="items-empty">
        {t('playlists.editor.noItems')}
      </Typography>
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }: DragStartEvent) => setActiveId(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ screenReaderInstructions: { draggable: t('playlists.editor.dragInstructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={locked}>
        <div
          ref={grid.ref}
          data-testid="item-grid"
          data-count={items.length}
          style={{ position: 'relative', height: range.height }}
        >
          <ol
            aria-label={t('playlists.editor.items')}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              position: 'absolute',
              top: range.offset,
              left: 0,
              right: 0,
              display: 'grid',
              gap: GAP,
              gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
            }}
          >
            {visible.map((item, offset) => (
              <SortableCard
                key={item.guid}
                item={item}
                index={range.start + offset}
                count={items.length}
                locked={locked}
                actions={actions}
                now={now}
              />
            ))}
          </ol>
        </div>
      </SortableContext>
      <DragOverlay>
        {activeIndex >= 0 ? (
          <div style={{ height: CARD_HEIGHT, cursor: 'grabbing' }} aria-hidden>
            <ItemCard
              item={items[activeIndex]}
              position={activeIndex + 1}
              isFirst={activeIndex === 0}
              isLast={activeIndex === items.length - 1}
              locked={locked}
              actions={actions}
              now={now}
              overlay
            />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
