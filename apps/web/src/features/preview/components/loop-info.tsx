import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatLoopLength, loopLengthColour, ownLoopSeconds, type PlaylistItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import type { PlaylistStats } from '../api/get-playlist-stats';

interface Props {
  items: readonly PlaylistItem[];
  maxSeconds: number | null;
  stats: PlaylistStats | null;
  lastHeartbeat: number | null | undefined;
}

/** Item count, loop length hh:mm:ss against the maximum, statistics and last ping (each with its right). */
export function LoopInfo({ items, maxSeconds, stats, lastHeartbeat }: Props) {
  const { t } = useTranslation();
  const own = items.filter((item) => item.type !== 'PLAYLIST');
  const seconds = ownLoopSeconds(own);
  const colour = loopLengthColour(seconds, maxSeconds);
  const max = maxSeconds ? formatLoopLength(maxSeconds) : t('stagePreview.unlimited');
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
      data-testid="loop-info"
    >
      <Chip label={t('stagePreview.itemCount', { count: own.length })} data-testid="item-count" />
      <Chip
        color={colour === 'green' ? 'success' : 'error'}
        variant="outlined"
        label={t('stagePreview.loopLength', { length: formatLoopLength(seconds), max })}
        data-testid="loop-length"
        data-colour={colour}
      />
      {stats ? (
        <>
          <Chip variant="outlined" label={t('stagePreview.stats.devices', { count: stats.cntDevices })} />
          <Chip variant="outlined" label={t('stagePreview.stats.locations', { count: stats.cntCompanies })} />
          <Chip variant="outlined" label={t('stagePreview.stats.links', { count: stats.cntLinked })} />
        </>
      ) : null}
      {lastHeartbeat !== undefined ? (
        <Chip
          variant="outlined"
          label={t('stagePreview.lastPing', {
            date: lastHeartbeat ? formatDateTime(lastHeartbeat) : t('stagePreview.never'),
          })}
        />
      ) : null}
    </Stack>
  );
}
