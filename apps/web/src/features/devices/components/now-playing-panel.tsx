import CameraAltIcon from '@mui/icons-material/CameraAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device, DeviceSnapshot } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceQueryOptions } from '../../../api/devices/devices';
import { useDeviceSnapshot, useRequestSnapshot } from '../../../api/devices/snapshot';
import { NowPlayingLine } from '../../../components/device-status/now-playing-line';
import { formatDateTime } from '../../../lib/dates';
import { describeError } from '../../../lib/describe-error';
import { NOW_PLAYING_REFRESH_MS, shortTime } from '../../../lib/now-playing';

function LatestAnswer({ latest }: { latest: DeviceSnapshot['latest'] }) {
  const { t } = useTranslation();
  if (!latest)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('devices.nowPlaying.noPicture')}
      </Typography>
    );
  if (!latest.picture)
    return (
      <Alert severity="info" data-testid="snapshot-reason">
        {t('devices.nowPlaying.reasonAt', {
          reason: t(`devices.nowPlaying.reasons.${latest.reason ?? 'EMPTY'}`),
          time: formatDateTime(latest.at),
        })}
      </Alert>
    );
  return (
    <Stack spacing={0.5}>
      <Box
        component="img"
        src={latest.picture}
        alt={t('devices.nowPlaying.pictureAlt')}
        data-testid="snapshot-picture"
        sx={{ maxWidth: 480, width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, display: 'block' }}
      />
      <Typography variant="caption" color="text.secondary" data-testid="snapshot-time">
        {t('devices.nowPlaying.pictureAt', { time: formatDateTime(latest.at) })}
      </Typography>
    </Stack>
  );
}

/**
 * 'Läuft gerade' on the device page (support tab): what the screen shows now, from its own notices, refreshed every 15
 * s; 'Aktuelles Bild anfordern' and the latest picture, asked for again every 2 s while a request is pending.
 */
export function NowPlayingPanel({ device }: { device: Device }) {
  const { t } = useTranslation();
  const fresh = useQuery({ ...deviceQueryOptions(device.guid), refetchInterval: NOW_PLAYING_REFRESH_MS });
  const snapshot = useDeviceSnapshot(device.guid);
  const request = useRequestSnapshot(device.guid);
  const pending = snapshot.data?.pending ?? null;
  const nowPlaying = (fresh.data ?? device).nowPlaying;
  return (
    <Stack spacing={1.5} data-testid="now-playing-panel">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('devices.nowPlaying.title')}
      </Typography>
      <NowPlayingLine nowPlaying={nowPlaying} width={96} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          startIcon={<CameraAltIcon />}
          onClick={() => request.mutate()}
          loading={request.isPending}
        >
          {t('devices.nowPlaying.request')}
        </Button>
        {pending ? (
          <Typography variant="body2" color="text.secondary" data-testid="snapshot-pending">
            {t('devices.nowPlaying.requested', { time: shortTime(pending.requested, Date.now()) })}
          </Typography>
        ) : null}
      </Stack>
      {request.isError ? <Alert severity="error">{describeError(request.error, t)}</Alert> : null}
      {snapshot.data ? <LatestAnswer latest={snapshot.data.latest} /> : null}
    </Stack>
  );
}
