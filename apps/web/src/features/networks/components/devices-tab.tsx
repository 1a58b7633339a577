import { stageNameOf } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type CompanyDevice, useCompanyDevices } from '../../../api/companies/list-company-devices';
import { type Column, DataTable } from '../../../components/data-table';
import { DeviceIndicator } from '../../../components/device-status/device-indicator';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { devicePath } from '../lib/company-paths';

/** The devices of a network (with its locations') or a location, linking to the device editor. */
export function DevicesTab({ companyGuid, network }: { companyGuid: string; network: string | null }) {
  const { t } = useTranslation();
  const devices = useCompanyDevices(companyGuid);
  if (devices.isPending) return <LoadingState />;
  if (devices.isError) return <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />;

  const state = (d: CompanyDevice) =>
    d.isArchived === 1
      ? t('networks.devices.archived')
      : d.deviceState === 'ACTIVE'
        ? t('networks.devices.active')
        : d.deviceState === 'NEW'
          ? t('networks.devices.new')
          : d.deviceState;
  const columns: Column<CompanyDevice>[] = [
    {
      key: 'name',
      header: t('networks.columns.name'),
      sortValue: (d) => stageNameOf(d),
      render: (d) => stageNameOf(d),
    },
    {
      key: 'online',
      header: t('networks.devices.online'),
      render: (d) => <DeviceIndicator indicator={d.indicator} lastHeartbeat={d.lastHeartbeat} showHeartbeat rest={d} />,
      sortValue: (d) => d.lastHeartbeat ?? 0,
    },
    { key: 'state', header: t('networks.devices.state'), render: state, sortValue: state },
    {
      key: 'location',
      header: t('networks.columns.location'),
      render: (d) => d.companyName,
      sortValue: (d) => d.companyName ?? '',
    },
    {
      key: 'playlist',
      header: t('networks.devices.playlist'),
      render: (d) => d.playlistName,
      sortValue: (d) => d.playlistName ?? '',
    },
    {
      key: 'version',
      header: t('networks.devices.version'),
      render: (d) => d.clientVersionString,
      sortValue: (d) => d.clientVersionString ?? '',
    },
  ];
  return (
    <DataTable
      label={t('networks.tabs.devices')}
      columns={columns}
      rows={devices.data}
      rowKey={(d) => d.guid}
      rowHref={(d) => devicePath(network, d.guid)}
      testId="company-devices-table"
    />
  );
}
