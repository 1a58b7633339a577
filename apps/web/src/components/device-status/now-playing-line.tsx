import CampaignIcon from '@mui/icons-material/Campaign';
import LanguageIcon from '@mui/icons-material/Language';
import MovieIcon from '@mui/icons-material/Movie';
import PhotoIcon from '@mui/icons-material/Photo';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NowPlaying } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { LIST_NAME_CHARS, nowPlayingLine } from '../../lib/now-playing';

const iconOf = (shown: NowPlaying) => {
  if (shown.kind === 'off') return PowerSettingsNewIcon;
  if (shown.kind === 'announcement') return CampaignIcon;
  return shown.type === 'VIDEO' ? MovieIcon : shown.type === 'WEB' ? LanguageIcon : PhotoIcon;
};

/** The item's thumbnail, or an icon for its type (an announcement, the off-time). */
function Thumb({ nowPlaying, width }: { nowPlaying: NowPlaying; width: number }) {
  const { t } = useTranslation();
  const sx = { width, height: Math.round((width * 9) / 16), borderRadius: 0.5, flexShrink: 0, bgcolor: 'grey.900' };
  const label = t('devices.nowPlaying.thumbOf', { name: nowPlaying.name });
  if (nowPlaying.thumb)
    return <Box component="img" src={nowPlaying.thumb} alt={label} sx={{ ...sx, objectFit: 'cover' }} />;
  const Icon = iconOf(nowPlaying);
  return (
    <Box sx={{ ...sx, display: 'grid', placeItems: 'center', color: 'grey.400' }} role="img" aria-label={label}>
      <Icon fontSize="small" />
    </Box>
  );
}

/** 'läuft gerade: Name seit 10:42' (or what was shown last) with a small thumbnail; a dash when nothing is known. */
export function NowPlayingLine({
  nowPlaying,
  width = 48,
  now = Date.now(),
  compact = false,
}: {
  nowPlaying: NowPlaying | null | undefined;
  width?: number;
  now?: number;
  /** In a table: a dash (titled) instead of the sentence when nothing is known. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const line = nowPlayingLine(nowPlaying, now, compact ? LIST_NAME_CHARS : undefined);
  if (!nowPlaying || !line)
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="now-playing"
        title={compact ? t('devices.nowPlaying.unknown') : undefined}
        aria-label={compact ? t('devices.nowPlaying.unknown') : undefined}
      >
        {compact ? '–' : t('devices.nowPlaying.unknown')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="now-playing">
      <Thumb nowPlaying={nowPlaying} width={width} />
      <Typography
        variant="body2"
        color={nowPlaying.live ? 'text.primary' : 'text.secondary'}
        data-kind={nowPlaying.kind}
        title={nowPlaying.kind === 'announcement' ? nowPlaying.name : undefined}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {t(line.key, { name: line.name, time: line.time })}
      </Typography>
    </Stack>
  );
}
