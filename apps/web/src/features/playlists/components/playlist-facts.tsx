import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatBytes, type PlaylistDetail } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { loopFacts } from '../lib/loop-facts';

/** SPEC §2: entry count, length (hh:mm:ss, green within the maximum, red exceeded) and total size. */
export function PlaylistFacts({ playlist }: { playlist: PlaylistDetail }) {
  const { t } = useTranslation();
  const facts = loopFacts(playlist);
  const nf = new Intl.NumberFormat('de-DE');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="playlist-facts">
      <Chip
        variant="outlined"
        label={t('playlists.facts.entries', { count: facts.entries, n: nf.format(facts.entries) })}
      />
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
