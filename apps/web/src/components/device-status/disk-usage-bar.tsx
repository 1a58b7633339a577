import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type DiskColour, diskColour, diskUsagePercent } from '@signage/shared';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<DiskColour, string> = { green: '#2e7d32', orange: '#ef6c00', red: '#c62828' };
const percentFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** SPEC §4/§9 disk usage: green below 80 %, orange 80–95 %, red above 95 % (rule from packages/shared). */
export function DiskUsageBar({ current, max }: { current: number | null; max: number | null }) {
  const { t } = useTranslation();
  const percent = diskUsagePercent(current, max);
  const colour = diskColour(current, max);
  if (percent === null || colour === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="disk-usage" data-disk-colour="">
        {t('devices.diskUnknown')}
      </Typography>
    );
  }
  const text = t('devices.diskUsed', { percent: percentFormat.format(percent) });
  return (
    <Box sx={{ minWidth: 90 }} data-testid="disk-usage" data-disk-colour={colour}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        aria-label={text}
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'grey.200',
          '& .MuiLinearProgress-bar': { bgcolor: COLOURS[colour] },
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
