import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { PlaylistStats } from '@signage/shared';
import { formatLoopLength, loopLengthColour, ownLoopSeconds, type PlaylistItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { entriesText, entryCounts, linkedText } from '../../../lib/playback/entry-counts';
import { DiscountInfoButton } from './discount-info-dialog';

interface Props {
  items: readonly PlaylistItem[];
  /** Entries in the list the stage walks through ('Läuft jetzt n von m'). */
  playing: number;
  /** Linked playlists are counted only for users who see them (channels right). */
  showLinked: boolean;
  maxSeconds: number | null;
  stats: PlaylistStats | null;
  lastHeartbeat: number | null | undefined;
}

/**
 * Entry count (entries, of which playing now; linked playlists apart), loop length hh:mm:ss against the
 * maximum, statistics and last ping (each with its right), and the discount info (SPEC §2 dialogs).
 */
export function LoopInfo({ items, playing, showLinked, maxSeconds, stats, lastHeartbeat }: Props) {
  const { t } = useTranslation();
  const own = items.filter((item) => item.type !== 'PLAYLIST');
  const counts = { ...entryCounts(items, Date.now()), playing };
  const linked = showLinked ? linkedText(t, counts) : null;
  const seconds = ownLoopSeconds(own);
  const colour = loopLengthColour(seconds, maxSeconds);
  const max = maxSeconds ? formatLoopLength(maxSeconds) : t('stagePreview.unlimited');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="loop-info"
    >
      <Chip label={entriesText(t, counts)} data-testid="item-count" />
      {linked ? <Chip variant="outlined" label={linked} data-testid="linked-count" /> : null}
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
      <DiscountInfoButton />
    </Stack>
  );
}
