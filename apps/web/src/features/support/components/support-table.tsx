import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Device, type GlassResult, WEB_PLAYER_VERSION } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { DeviceIndicator } from '../../../components/device-status/device-indicator';
import { DiskUsageBar } from '../../../components/device-status/disk-usage-bar';
import { GlassResultChip } from '../../../components/device-status/glass-result';
import { NowPlayingLine } from '../../../components/device-status/now-playing-line';
import { formatDateTime } from '../../../lib/dates';
import { networkAndLocation } from '../lib/support-rows';

function DeviceStatus({ device }: { device: Device }) {
  const { t } = useTranslation();
  const state = device.deviceState === 'NEW' || device.deviceState === 'ACTIVE' ? device.deviceState : null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {state ? (
        <Chip size="small" label={t(`support.states.${state}`)} />
      ) : (
        <Chip size="small" label={device.deviceState} />
      )}
      {device.isService === 1 ? <Chip size="small" color="warning" label={t('support.states.SERVICE')} /> : null}
      {device.isArchived === 1 ? <Chip size="small" variant="outlined" label={t('support.archived')} /> : null}
    </Stack>
  );
}

/** SPEC §2 support table: indicator, device, network/location, last heartbeat, now playing, disk, status. */
export function SupportTable({
  devices,
  onOpen,
  hrefOf,
  glass,
}: {
  devices: readonly Device[];
  /** The latest glass check per screen (GET /v1/glass/latest). */
  glass?: ReadonlyMap<string, GlassResult>;
  onOpen: (device: Device) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (device: Device) => string;
}) {
  const { t } = useTranslation();
  const columns: Column<Device>[] = [
    {
      key: 'indicator',
      header: t('support.columns.indicator'),
      width: 110,
      render: (d) => <DeviceIndicator indicator={d.indicator} rest={d} />,
    },
    { key: 'name', header: t('support.columns.name'), render: (d) => d.name },
    {
      key: 'network',
      header: t('support.columns.network'),
      render: (d) => networkAndLocation(d) || <Typography color="text.secondary">{t('support.noNetwork')}</Typography>,
    },
    {
      key: 'heartbeat',
      header: t('support.columns.heartbeat'),
      render: (d) => formatDateTime(d.lastHeartbeat) || t('support.never'),
    },
    {
      key: 'nowPlaying',
      header: t('support.columns.nowPlaying'),
      render: (d) => <NowPlayingLine nowPlaying={d.nowPlaying} compact />,
    },
    {
      key: 'disk',
      header: t('support.columns.disk'),
      width: 140,
      render: (d) => <DiskUsageBar current={d.diskUsageCurrent} max={d.diskUsageMax} />,
    },
    { key: 'status', header: t('support.columns.status'), render: (d) => <DeviceStatus device={d} /> },
    {
      key: 'glass',
      header: t('support.columns.glass'),
      render: (d) => (
        <GlassResultChip
          result={
            glass?.get(d.guid) ?? (d.clientVersionString === WEB_PLAYER_VERSION ? null : ('nicht prüfbar' as const))
          }
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('support.tableLabel')}
      columns={columns}
      rows={devices}
      rowKey={(d) => d.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="support-table"
    />
  );
}
