import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device, PlaylistDetail } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaylists } from '../../../api/playlists/playlist';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { entriesText, linkedText } from '../../../lib/playback/entry-counts';
import { buildLoopRows, type LoopPlaylist, reachablePlaylists } from '../lib/loop-view';
import { LoopTable } from './loop-table';
import { PlayerAnswerPanel } from './player-answer-panel';

/** The device's playlist and every playlist linked into it, loaded as far as the links reach. */
function useLoop(root: string) {
  const [now] = useState(() => Date.now());
  const [guids, setGuids] = useState<string[]>([root]);
  const results = usePlaylists(guids);
  const loaded = useMemo(() => {
    const map = new Map<string, LoopPlaylist>();
    results.forEach((result, index) => {
      if (result.data) map.set(guids[index], result.data as PlaylistDetail);
    });
    return map;
  }, [results, guids]);
  const reachable = reachablePlaylists(root, loaded);
  if (reachable.length !== guids.length || reachable.some((g, i) => g !== guids[i])) setGuids(reachable);
  return { rows: buildLoopRows(root, loaded, now), rootResult: results[0] };
}

function Loop({ root }: { root: string }) {
  const { t } = useTranslation();
  const { rows, rootResult } = useLoop(root);
  if (rootResult?.isPending) return <LoadingState />;
  if (rootResult?.isError) {
    if (isApiError(rootResult.error) && rootResult.error.status === 403) {
      return <Alert severity="info">{t('devices.loop.noRight')}</Alert>;
    }
    return <ErrorState error={rootResult.error} onRetry={() => void rootResult.refetch()} />;
  }
  const media = rows.filter((r) => r.type !== 'PLAYLIST');
  // Same words as the playlist editor and the stage preview: rows = entries + linked playlists.
  const counts = {
    entries: media.length,
    playing: media.filter((r) => r.state.kind === 'playing').length,
    linked: rows.length - media.length,
  };
  const linked = linkedText(t, counts);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="loop-summary">
        <Chip variant="outlined" label={entriesText(t, counts)} data-testid="entry-count" />
        {linked ? <Chip variant="outlined" label={linked} data-testid="linked-count" /> : null}
      </Stack>
      <LoopTable rows={rows} />
    </Stack>
  );
}

/** SPEC §2 'Aktuelle Playlist': the readable loop and the JSON the player receives. */
export function CurrentPlaylistTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('devices.loop.title')}
          {device.playlistName ? ` – ${device.playlistName}` : ''}
        </Typography>
        {device.guidPlaylist ? (
          <Loop root={device.guidPlaylist} />
        ) : (
          <Alert severity="info">{t('devices.loop.noPlaylist')}</Alert>
        )}
      </Stack>
      <Divider />
      <PlayerAnswerPanel guid={device.guid} />
    </Stack>
  );
}
