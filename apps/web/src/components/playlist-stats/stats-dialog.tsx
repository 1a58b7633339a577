import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlaylistStats } from '../../api/playlists/playlist-stats';
import { ErrorState, LoadingState } from '../query-state';

/** SPEC §2 'sharing statistics' (playlists/{id}/stats): devices, companies and links of a playlist or channel. */
export function StatsDialog({
  playlist,
  onClose,
}: {
  playlist: { guid: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stats = usePlaylistStats(playlist?.guid ?? null);
  const nf = new Intl.NumberFormat('de-DE');
  const figures = stats.data
    ? ([
        ['devices', stats.data.cntDevices],
        ['companies', stats.data.cntCompanies],
        ['linked', stats.data.cntLinked],
      ] as const)
    : [];
  return (
    <Dialog open={playlist !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stats-title">
      <DialogTitle id="stats-title">{t('playlistStats.title', { name: playlist?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {stats.isPending && playlist ? <LoadingState /> : null}
        {stats.isError ? <ErrorState error={stats.error} onRetry={() => void stats.refetch()} /> : null}
        <Stack spacing={1} component="dl" sx={{ m: 0 }}>
          {figures.map(([key, value]) => (
            <Stack key={key} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography component="dt">{t(`playlistStats.${key}`)}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`stats-${key}`}>
                {nf.format(value)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
