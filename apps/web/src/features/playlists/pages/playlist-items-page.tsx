import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePlaylist } from '../../../api/playlists/playlist';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { ItemCarousel } from '../components/item-carousel';
import { ItemThumb } from '../components/item-thumb';
import { useMountedInTransition } from '../hooks/use-mounted-in-transition';

/** SPEC §2 /PlaylistItem/{guid}: the playlist's items as a thumbnail grid opening a carousel. */
export function PlaylistItemsPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const playlist = usePlaylist(guid);
  const [open, setOpen] = useState<number | null>(null);
  const mounted = useMountedInTransition(playlist.data !== undefined);

  if (playlist.isError && !playlist.data)
    return <ErrorState error={playlist.error} onRetry={() => void playlist.refetch()} />;
  if (!mounted || !playlist.data) return <LoadingState />;
  const items = playlist.data.items;
  return (
    <>
      <PageHeader title={t('playlists.carousel.title')} subtitle={playlist.data.name} />
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('playlists.editor.noItems')}
        </Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          data-testid="thumb-grid"
        >
          {items.map((item, index) => (
            <Paper key={item.guid} variant="outlined" sx={{ overflow: 'hidden' }}>
              <ButtonBase
                onClick={() => setOpen(index)}
                aria-label={t('playlists.carousel.open', { name: item.name })}
                sx={{ display: 'block', width: '100%', textAlign: 'left' }}
              >
                <ItemThumb item={item} />
                <Typography variant="body2" noWrap sx={{ p: 1 }} title={item.name}>
                  {item.name}
                </Typography>
              </ButtonBase>
            </Paper>
          ))}
        </Box>
      )}
      <ItemCarousel items={items} start={open} onClose={() => setOpen(null)} />
    </>
  );
}
