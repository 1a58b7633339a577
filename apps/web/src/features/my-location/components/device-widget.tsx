import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Device, R } from '@signage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoop } from '../../../api/playlists/playlist';
import { DeviceIndicator } from '../../../components/device-status/device-indicator';
import { useRight } from '../../../hooks/use-credentials';
import { formatDateTime } from '../../../lib/dates';
import { currentItem } from '../lib/current-item';
import { CurrentThumb } from './current-thumb';

/** One screen of the location: name, online/offline, what plays now, link to its stage preview. */
export function DeviceWidget({ device }: { device: Device }) {
  const { t } = useTranslation();
  const canRead = useRight(R.playlist);
  const loop = useLoop(device.guidPlaylist, canRead);
  const loading = canRead && !!device.guidPlaylist && loop.isPending;
  const item = useMemo(() => (loop.data ? currentItem(loop.data.items, Date.now()) : null), [loop.data]);
  const itemName = loading ? t('app.loading') : item ? item.title || item.name : t('myLocation.nothingPlaying');
  return (
    <Card variant="outlined" data-testid="device-widget" component="article" aria-label={device.stageName}>
      <CurrentThumb item={item} label={t('myLocation.currentItem', { name: itemName })} />
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {device.stageName}
          </Typography>
          <DeviceIndicator indicator={device.indicator} rest={device} />
        </Stack>
        {device.indicator === 2 ? (
          // an offline screen shows nothing now: say since when it is silent, not the loop's item
          <Typography variant="body2" color="error" data-testid="device-offline-since">
            {device.lastHeartbeat
              ? t('myLocation.offlineSince', { time: formatDateTime(device.lastHeartbeat) })
              : t('myLocation.neverSeen')}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" noWrap title={itemName}>
            {t('myLocation.now', { name: itemName })}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button
          component="a"
          href={`/#/preview/${encodeURIComponent(device.guid)}`}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNewIcon />}
          aria-label={t('myLocation.openPreviewOf', { name: device.stageName })}
        >
          {t('myLocation.openPreview')}
        </Button>
      </CardActions>
    </Card>
  );
}
