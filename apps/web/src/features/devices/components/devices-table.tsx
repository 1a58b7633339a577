import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { DeviceIndicator } from '../../../components/device-status/device-indicator';
import { DiskUsageBar } from '../../../components/device-status/disk-usage-bar';
import { SyncStateChip } from '../../../components/device-status/sync-state-chip';

interface Props {
  devices: readonly Device[];
  onOpen: (device: Device) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: Device) => string;
}

/** SPEC §2/§4 device list: indicator with last heartbeat, names, state, playlist, disk usage, sync state. */
export function DevicesTable({ devices, onOpen, hrefOf }: Props) {
  const { t } = useTranslation();
  const state = (d: Device) =>
    t(`devices.states.${d.deviceState === 'NEW' ? 'NEW' : d.deviceState === 'VER' ? 'VER' : 'ACTIVE'}`);
  const columns: Column<Device>[] = [
    {
      key: 'indicator',
      header: t('devices.columns.indicator'),
      render: (d) => <DeviceIndicator indicator={d.indicator} lastHeartbeat={d.lastHeartbeat} showHeartbeat rest={d} />,
      sortValue: (d) => d.lastHeartbeat ?? 0,
    },
    {
      key: 'name',
      header: t('devices.columns.name'),
      render: (d) => (
        <Stack>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {d.name}
          </Typography>
          {d.playlistName ? (
            <Typography variant="caption" color="text.secondary">
              {t('devices.playlistOf', { name: d.playlistName })}
            </Typography>
          ) : null}
          {d.isArchived ? (
            <Typography variant="caption" color="text.secondary">
              {t('devices.archived')}
            </Typography>
          ) : null}
        </Stack>
      ),
      sortValue: (d) => d.name,
    },
    {
      key: 'network',
      header: t('devices.columns.network'),
      render: (d) => (
        <Stack>
          <Typography variant="body2">{d.networkName ?? t('devices.noNetwork')}</Typography>
          {d.companyName && d.companyName !== d.networkName ? (
            <Typography variant="caption" color="text.secondary">
              {d.companyName}
            </Typography>
          ) : null}
        </Stack>
      ),
      sortValue: (d) => `${d.networkName ?? ''} ${d.companyName ?? ''}`,
    },
    {
      key: 'state',
      header: t('devices.columns.state'),
      render: (d) => (d.isService ? `${state(d)} · ${t('devices.states.SERVICE')}` : state(d)),
      sortValue: state,
    },
    {
      key: 'version',
      header: t('devices.columns.version'),
      render: (d) => d.clientVersionString,
      sortValue: (d) => d.clientVersionString ?? '',
    },
    {
      key: 'disk',
      header: t('devices.columns.disk'),
      render: (d) => <DiskUsageBar current={d.diskUsageCurrent} max={d.diskUsageMax} />,
      sortValue: (d) => d.diskUsagePercent ?? -1,
    },
    {
      key: 'sync',
      header: t('devices.columns.sync'),
      render: (d) => <SyncStateChip state={d.syncState} />,
      sortValue: (d) => d.syncState,
    },
  ];
  return (
    <DataTable
      label={t('devices.title')}
      columns={columns}
      rows={devices}
      rowKey={(d) => d.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="devices-table"
    />
  );
}
