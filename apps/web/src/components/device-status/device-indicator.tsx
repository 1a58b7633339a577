import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { type RestInfo, restTooltip, silentSinceTime } from './rest-text';

const COLOURS = { 0: '#2e7d32', 1: '#f9a825', 2: '#c62828' } as const;
/** A screen silent while it should be off ('aus (Ruhezeit)'). */
const RESTING_COLOUR = '#9e9e9e';

interface Props {
  /** SPEC §4: 0 online (green), 1 yellow, 2 offline (red). */
  indicator: number;
  /** Epoch ms of the last heartbeat; shown below when given. */
  lastHeartbeat?: number | null;
  showHeartbeat?: boolean;
  /**
   * The device's health: 'resting' shows a grey 'aus (Ruhezeit)' with when it is on again, 'silent' a yellow 'keine
   * Meldung seit …'.
   */
  rest?: RestInfo | null;
}

/** The label of the indicator at its level; a silent screen names the time of its last report. */
function labelOf(level: 0 | 1 | 2, resting: boolean, rest: RestInfo | null, t: TFunction) {
  if (resting) return t('devices.resting');
  if (level === 2) return t('devices.offline');
  if (level === 1 && rest?.lastHeartbeat)
    return t('devices.silentSince', { time: silentSinceTime(rest.lastHeartbeat, Date.now()) });
  return t('devices.online');
}

const healthOf = (level: 0 | 1 | 2, resting: boolean) =>
  resting ? 'resting' : level === 2 ? 'offline' : level === 1 ? 'silent' : 'online';

/**
 * Green, yellow or red dot with 'online', 'keine Meldung seit …' or 'offline' (grey 'aus (Ruhezeit)' for a resting
 * screen, its tooltip when it is on again) and, optionally, the time of the last heartbeat.
 */
export function DeviceIndicator({ indicator, lastHeartbeat = null, showHeartbeat = false, rest = null }: Props) {
  const { t } = useTranslation();
  const level = indicator === 0 || indicator === 1 ? indicator : 2;
  const resting = rest?.health === 'resting' && level !== 2;
  const label = labelOf(level, resting, rest, t);
  const line = (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: resting ? RESTING_COLOUR : COLOURS[level],
          flexShrink: 0,
        }}
      />
      <Typography
        variant="body2"
        component="span"
        sx={{ fontWeight: 600, color: resting ? 'text.secondary' : undefined, whiteSpace: 'nowrap' }}
      >
        {label}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={0.25} data-testid="device-indicator" data-indicator={level} data-health={healthOf(level, resting)}>
      {resting && rest ? (
        <Tooltip title={restTooltip(rest, Date.now())}>
          <span>{line}</span>
        </Tooltip>
      ) : (
        line
      )}
      {showHeartbeat ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {lastHeartbeat ? formatDateTime(lastHeartbeat) : t('devices.never')}
        </Typography>
      ) : null}
    </Stack>
  );
}
