import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlaylistItem } from '@signage/shared';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { playbackSource } from '../../../lib/item-view';
import { resolveWebAddress } from '../lib/web-address';

interface Props {
  items: readonly PlaylistItem[];
  start: number | null;
  onClose: () => void;
}

/** SPEC §2 playlist item view: a fullscreen carousel; images show, videos play, web items open. */
export function ItemCarousel({ items, start, onClose }: Props) {
  return start === null ? null : <CarouselContent items={items} start={start} onClose={onClose} />;
}

function CarouselContent({
  items,
  start,
  onClose,
}: {
  items: readonly PlaylistItem[];
  start: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const item = items[index];
  const step = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  if (!item) return null;
  return (
    <Dialog
      fullScreen
      open
      onClose={onClose}
      onKeyDown={onKey}
      aria-labelledby="carousel-title"
      data-testid="item-carousel"
    >
      <Stack sx={{ height: '100%', bgcolor: 'grey.900', color: 'common.white' }}>
        <Stack direction="row" sx={{ alignItems: 'center', p: 1 }}>
          <Typography id="carousel-title" variant="h6" component="h2" sx={{ flexGrow: 1, px: 1 }} noWrap>
            {item.name}
          </Typography>
          <Typography variant="body2" sx={{ mr: 2 }}>
            {t('playlists.carousel.position', { n: index + 1, count: items.length })}
          </Typography>
          <IconButton color="inherit" onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" sx={{ flexGrow: 1, alignItems: 'center', minHeight: 0 }}>
          <IconButton
            color="inherit"
            onClick={() => step(-1)}
            aria-label={t('playlists.carousel.previous')}
            size="large"
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <Box sx={{ flexGrow: 1, height: '100%', display: 'grid', placeItems: 'center', minWidth: 0, p: 1 }}>
            <Slide key={item.guid} item={item} />
          </Box>
          <IconButton color="inherit" onClick={() => step(1)} aria-label={t('playlists.carousel.next')} size="large">
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </Stack>
      </Stack>
    </Dialog>
  );
}

function Slide({ item }: { item: PlaylistItem }) {
  const { t } = useTranslation();
  const source = playbackSource(item);
  const fill = { maxWidth: '100%', maxHeight: 'calc(100vh - 80px)', objectFit: 'contain' } as const;
  if (item.type === 'IMAGE' && source)
    return <img src={source} alt={item.name} style={fill} data-testid="carousel-image" />;
  if (item.type === 'VIDEO' && source) {
    return (
      <video
        src={source}
        controls
        autoPlay
        muted
        loop
        style={fill}
        aria-label={item.name}
        data-testid="carousel-video"
      />
    );
  }
  if (item.type === 'WEB' && item.localFileName) {
    const href = resolveWebAddress(item.localFileName, window.location.origin);
    return (
      <Stack spacing={1} sx={{ width: '100%', height: '100%', alignItems: 'center' }}>
        <Box
          component="iframe"
          src={href}
          title={item.name}
          sx={{ flexGrow: 1, width: '100%', border: 0, bgcolor: 'common.white' }}
        />
        <Button variant="contained" href={href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
          {t('playlists.carousel.openWeb', { address: href })}
        </Button>
      </Stack>
    );
  }
  if (item.type === 'PLAYLIST' && item.linkedPlaylist) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography>{t('playlists.carousel.linked', { name: item.name })}</Typography>
        <Button variant="contained" component={RouterLink} to={`/PlaylistItem/${item.linkedPlaylist}`}>
          {t('playlists.carousel.openLinked')}
        </Button>
      </Stack>
    );
  }
  return <Typography>{t('playlists.carousel.unavailable')}</Typography>;
}
