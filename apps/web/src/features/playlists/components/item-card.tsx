import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SettingsIcon from '@mui/icons-material/Settings';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { canToggleActive, describeSchedule, type PlaylistItem, validityColour } from '@signage/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { convertState } from '../../../lib/item-view';
import { CardRoot } from './item-card-root';
import { ItemThumb } from './item-thumb';

export interface ItemActions {
  onToggle: (item: PlaylistItem) => void;
  onSettings: (item: PlaylistItem) => void;
  onDelete: (item: PlaylistItem) => void;
  onMove: (item: PlaylistItem, direction: 'left' | 'right') => void;
}

export interface ItemCardProps {
  item: PlaylistItem;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  /** The playlist cannot be changed by this user. */
  locked: boolean;
  actions: ItemActions;
  /** Drag handle wiring from dnd-kit (kept apart: both are memoised by dnd-kit). */
  dragAttributes?: DraggableAttributes;
  dragListeners?: DraggableSyntheticListeners;
  now: number;
  /** The copy following the pointer while dragging (not an entry of its own). */
  overlay?: boolean;
}

function ItemCardView(props: ItemCardProps) {
  const { item, position, isFirst, isLast, locked, actions, dragAttributes, dragListeners, now, overlay } = props;
  const { t } = useTranslation();
  const convert = convertState(item);
  const hasWindow = item.activeFrom !== null || item.activeTill !== null;
  return (
    <CardRoot
      className={item.active ? undefined : 'inactive'}
      data-testid={overlay ? 'item-card-overlay' : 'item-card'}
      data-guid={item.guid}
      data-name={item.name}
      aria-label={t('playlists.item.label', { position, name: item.name })}
      role="group"
    >
      <div className="card-bar top">
        <IconButton
          size="small"
          className="card-handle"
          aria-label={t('playlists.item.drag', { name: item.name })}
          disabled={locked}
          data-testid="item-drag-handle"
          {...dragAttributes}
          {...dragListeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <span className="card-position">{position}</span>
        <IconButton
          size="small"
          disabled={locked || isFirst}
          onClick={() => actions.onMove(item, 'left')}
          aria-label={t('playlists.item.left', { name: item.name })}
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={locked || isLast}
          onClick={() => actions.onMove(item, 'right')}
          aria-label={t('playlists.item.right', { name: item.name })}
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      </div>
      <ItemThumb item={item} />
      <div className="card-body">
        <p className="card-name" title={item.name}>
          {item.name}
        </p>
        <p className="card-meta">
          {item.type === 'PLAYLIST'
            ? t('playlists.item.linked')
            : `${t(`playlistTypes.${item.type}`)} · ${t('playlists.item.seconds', { count: item.duration })}`}
        </p>
        {convert ? (
          <p className={`card-meta ${convert.kind === 'failed' ? 'red' : 'warn'}`} data-testid="item-convert-status">
            {convert.kind === 'failed'
              ? t('playlists.item.convertFailed', { reason: convert.reason })
              : t('playlists.item.converting')}
          </p>
        ) : null}
        {item.offerId ? (
          <Chip
            size="small"
            color="secondary"
            label={t('playlists.item.offer', { id: item.offerId })}
            data-testid="item-offer"
            sx={{ alignSelf: 'flex-start', mt: 0.5 }}
          />
        ) : null}
        {item.orientation ? (
          <p className="card-meta" data-testid="item-orientation">
            {t(item.orientation === 'vertical' ? 'playlists.item.onlyVertical' : 'playlists.item.onlyHorizontal')}
          </p>
        ) : null}
        {item.schedule ? (
          <p className="card-meta" data-testid="item-schedule">
            {describeSchedule(item.schedule)}
          </p>
        ) : null}
        {hasWindow ? (
          <p
            className={`card-meta ${validityColour(now, item.activeFrom, item.activeTill)}`}
            data-testid="item-validity"
          >
            {formatDateTime(item.activeFrom)} – {formatDateTime(item.activeTill)}
          </p>
        ) : null}
      </div>
      <div className="card-bar bottom">
        <Switch
          size="small"
          checked={item.active === 1}
          disabled={locked || !canToggleActive(item)}
          onChange={() => actions.onToggle(item)}
          slotProps={{ input: { 'aria-label': t('playlists.item.active', { name: item.name }) } }}
        />
        <span className="card-grow" />
        <IconButton
          size="small"
          disabled={locked}
          onClick={() => actions.onSettings(item)}
          aria-label={t('playlists.item.settings', { name: item.name })}
        >
          <SettingsIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          disabled={locked}
          onClick={() => actions.onDelete(item)}
          aria-label={t('playlists.item.delete', { name: item.name })}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </div>
    </CardRoot>
  );
}

/** What a card shows; orderNr and changed are left out so a reorder re-renders only moved cards. */
const SHOWN: ReadonlyArray<keyof PlaylistItem> = [
  'guid',
  'name',
  'type',
  'duration',
  'active',
  'activeFrom',
  'activeTill',
  'readOnly',
  'thumb',
  'url',
  'convertStatus',
  'convertStatusMessage',
  'offerId',
  'orientation',
  'schedule',
];

export function sameCard(a: ItemCardProps, b: ItemCardProps): boolean {
  if (a.item !== b.item && SHOWN.some((key) => a.item[key] !== b.item[key])) return false;
  return (
    a.position === b.position &&
    a.isFirst === b.isFirst &&
    a.isLast === b.isLast &&
    a.locked === b.locked &&
    a.actions === b.actions &&
    a.dragAttributes === b.dragAttributes &&
    a.dragListeners === b.dragListeners &&
    a.now === b.now &&
    a.overlay === b.overlay
  );
}

export const ItemCard = memo(ItemCardView, sameCard);
