import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';

const COLOURS = { 0: '#2e7d32', 1: '#f9a825', 2: '#c62828' } as const;

interface Props {
  /** SPEC §4: 0 online (green), 1 yellow, 2 offline (red). */
  indicator: number;
  /** Epoch ms of the last heartbeat; shown below when given. */
  lastHeartbeat?: number | null;
  showHeartbeat?: boolean;
}

/** Green or red dot with 'online'/'offline' and, optionally, the time of the last heartbeat. */
export function DeviceIndicator({ indicator, lastHeartbeat = null, showHeartbeat = false }: Props) {
  const { t } = useTranslation();
  const level = indicator === 0 || indicator === 1 ? indicator : 2;
  const label = level === 2 ? t('devices.offline') : t('devices.online');
  return (
    <Stack spacing={0.25} data-testid="device-indicator" data-indicator={level}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLOURS[level], flexShrink: 0 }}
        />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Stack>
      {showHeartbeat ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {lastHeartbeat ? formatDateTime(lastHeartbeat) : t('devices.never')}
        </Typography>
      ) : null}
    </Stack>
  );
}
