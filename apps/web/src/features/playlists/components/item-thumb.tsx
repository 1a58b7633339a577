import LanguageIcon from '@mui/icons-material/Language';
import MovieIcon from '@mui/icons-material/Movie';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import type { PlaylistItem } from '@signage/shared';
import { thumbSource } from '../../../lib/item-view';

const ICONS = { VIDEO: MovieIcon, WEB: LanguageIcon, PLAYLIST: PlaylistPlayIcon, IMAGE: MovieIcon } as const;

const BOX = {
  aspectRatio: '16 / 9',
  background: '#eeeeee',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
} as const;
const FILL = { width: '100%', height: '100%', objectFit: 'cover' } as const;

/** The card picture: thumbnail (lazy), else an icon for the type. Plain elements: it is rendered often. */
export function ItemThumb({ item }: { item: Pick<PlaylistItem, 'type' | 'thumb' | 'url' | 'name'> }) {
  const src = thumbSource(item);
  const Icon = ICONS[item.type];
  return (
    <div style={BOX} className="card-thumb">
      {src ? (
        <img src={src} alt={item.name} loading="lazy" decoding="async" style={FILL} />
      ) : (
        <Icon color="action" fontSize="large" aria-hidden />
      )}
    </div>
  );
}
