import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LanguageIcon from '@mui/icons-material/Language';
import MovieIcon from '@mui/icons-material/Movie';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasUsableThumb, type PlaylistItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { itemPlayState } from '../../../lib/playback/item-status';

interface Props {
  items: readonly PlaylistItem[];
  currentGuid: string | null;
  canMove: boolean;
  moving: boolean;
  onSelect: (item: PlaylistItem) => void;
  onMove: (item: PlaylistItem, direction: 'left' | 'right') => void;
}

function Thumb({ item }: { item: PlaylistItem }) {
  const sx = { width: '100%', height: 90, objectFit: 'cover', display: 'block', bgcolor: 'grey.200' } as const;
  if (hasUsableThumb(item.thumb)) return <Box component="img" src={item.thumb ?? undefined} alt="" sx={sx} />;
  if (item.type === 'IMAGE' && item.url) return <Box component="img" src={item.url} alt="" loading="lazy" sx={sx} />;
  const Icon = item.type === 'VIDEO' ? MovieIcon : item.type === 'WEB' ? LanguageIcon : PlaylistPlayIcon;
  return (
    <Box sx={{ ...sx, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      <Icon fontSize="large" aria-hidden />
    </Box>
  );
}

/** SPEC §2 horizontal item cards with reorder arrows (POST playlists/{id}/itemOrderNr). */
export function ItemCards({ items, currentGuid, canMove, moving, onSelect, onMove }: Props) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ overflowX: 'auto', pb: 1, pl: 0, m: 0 }}
      component="ol"
      aria-label={t('stagePreview.cards')}
      data-testid="item-cards"
    >
      {items.map((item, index) => {
        const name = item.title || item.name;
        const state = itemPlayState(item, now).kind;
        const current = item.guid === currentGuid;
        return (
          <Card
            key={item.guid}
            component="li"
            variant="outlined"
            data-testid="item-card"
            data-current={current}
            sx={{
              width: 168,
              flexShrink: 0,
              listStyle: 'none',
              borderColor: current ? 'primary.main' : undefined,
              borderWidth: current ? 2 : 1,
              opacity: state === 'playing' ? 1 : 0.6,
            }}
          >
            <CardActionArea onClick={() => onSelect(item)} aria-label={t('stagePreview.show', { name })}>
              <Thumb item={item} />
              <Box sx={{ px: 1, pt: 0.5 }}>
                <Typography variant="body2" noWrap title={name} sx={{ fontWeight: current ? 700 : 400 }}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.type === 'PLAYLIST'
                    ? t('stagePreview.linked')
                    : `${t('stagePreview.seconds', { count: item.duration })} · ${t(`stagePreview.states.${state}`)}`}
                </Typography>
              </Box>
            </CardActionArea>
            {canMove ? (
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  aria-label={t('stagePreview.moveLeft', { name })}
                  disabled={index === 0 || moving}
                  onClick={() => onMove(item, 'left')}
                >
                  <ChevronLeftIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('stagePreview.moveRight', { name })}
                  disabled={index === items.length - 1 || moving}
                  onClick={() => onMove(item, 'right')}
                >
                  <ChevronRightIcon fontSize="small" />
                </IconButton>
              </Stack>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
