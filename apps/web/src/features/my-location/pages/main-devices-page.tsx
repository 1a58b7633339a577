import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { type Device, R } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useOwnDevices } from '../../../api/devices/devices';
import { type Column, DataTable } from '../../../components/data-table';
import { DeviceIndicator } from '../../../components/device-status/device-indicator';
import { PageHeader } from '../../../components/page-header';
import { useCredentials, useRight } from '../../../hooks/use-credentials';
import { OwnDevicesStatus } from '../components/own-devices-status';

/** SPEC §2 'Ihre Geräte' /Dashboard/MainDevices: the devices of the user's location or network. */
export function MainDevicesPage() {
  const { t } = useTranslation();
  const canOpen = useRight(R.devices);
  const devices = useOwnDevices(useCredentials().data?.guidParent ?? null);
  const columns: Column<Device>[] = [
    {
      key: 'indicator',
      header: t('devices.columns.indicator'),
      render: (d) => <DeviceIndicator indicator={d.indicator} lastHeartbeat={d.lastHeartbeat} showHeartbeat rest={d} />,
      sortValue: (d) => d.lastHeartbeat ?? 0,
    },
    { key: 'name', header: t('devices.columns.name'), render: (d) => d.stageName, sortValue: (d) => d.stageName },
    {
      key: 'location',
      header: t('devices.columns.location'),
      render: (d) => d.companyName,
      sortValue: (d) => d.companyName ?? '',
    },
    {
      key: 'playlist',
      header: t('devices.columns.playlist'),
      render: (d) => d.playlistName,
      sortValue: (d) => d.playlistName ?? '',
    },
    {
      key: 'preview',
      header: t('myLocation.preview'),
      align: 'right',
      render: (d) => (
        <Button
          component="a"
          href={`/#/preview/${encodeURIComponent(d.guid)}`}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNewIcon />}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('myLocation.openPreviewOf', { name: d.stageName })}
        >
          {t('myLocation.openPreview')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('myLocation.devicesTitle')} />
      <OwnDevicesStatus devices={devices} />
      {devices.data ? (
        <DataTable
          label={t('myLocation.devicesTitle')}
          columns={columns}
          rows={devices.data.items}
          rowKey={(d) => d.guid}
          rowHref={canOpen ? (d) => `/Geraete/${d.guid}` : undefined}
          testId="my-devices-table"
        />
      ) : null}
    </>
  );
}
