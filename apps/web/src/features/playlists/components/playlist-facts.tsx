import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatBytes, type PlaylistDetail } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { entriesText, entryCounts, linkedText } from '../../../lib/playback/entry-counts';
import { useNow } from '../hooks/use-now';
import { loopFacts } from '../lib/loop-facts';

/**
 * SPEC §2: entry count (entries, of which playing now; linked playlists apart), length (hh:mm:ss, green
 * within the maximum, red exceeded) and total size.
 */
export function PlaylistFacts({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const now = useNow(playlist.items);
  const facts = loopFacts(playlist, now);
  const counts = entryCounts(playlist.items, now, playlist.loopPlaces ?? []);
  const linked = linkedText(t, counts);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="playlist-facts">
      <Chip variant="outlined" label={entriesText(t, counts)} data-testid="entry-count" />
      {linked ? <Chip variant="outlined" label={linked} data-testid="linked-count" /> : null}
      <Chip
        data-testid="playlist-length"
        data-colour={facts.colour}
        color={facts.colour === 'green' ? 'success' : 'error'}
        label={
          facts.limit
            ? t('playlists.facts.lengthOf', { length: facts.length, limit: facts.limit })
            : t('playlists.facts.length', { length: facts.length })
        }
      />
      <Chip variant="outlined" label={t('playlists.facts.size', { size: formatBytes(playlist.size) })} />
    </Stack>
  );
}
