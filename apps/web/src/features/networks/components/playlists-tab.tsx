import { CHANNEL, formatLoopLength, ORGANISER_CHANNEL } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type CompanyPlaylist, useCompanyPlaylists } from '../../../api/companies/list-company-playlists';
import { type Column, DataTable } from '../../../components/data-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { playlistPath } from '../lib/company-paths';

const count = new Intl.NumberFormat('de-DE');

/** The playlists of a network (with its locations') or a location, linking to their editor. */
export function PlaylistsTab({ companyGuid, network }: { companyGuid: string; network: string | null }) {
  const { t } = useTranslation();
  const playlists = useCompanyPlaylists(companyGuid);
  if (playlists.isPending) return <LoadingState />;
  if (playlists.isError) return <ErrorState error={playlists.error} onRetry={() => void playlists.refetch()} />;

  const channelLabel = (p: CompanyPlaylist) =>
    p.channel === ORGANISER_CHANNEL
      ? t('networks.playlists.organiserChannel')
      : p.channel === CHANNEL
        ? t('networks.playlists.channel')
        : t('networks.playlists.normal');
  const columns: Column<CompanyPlaylist>[] = [
    {
      key: 'name',
      header: t('networks.columns.name'),
      sortValue: (p) => p.name,
      render: (p) => p.name,
    },
    { key: 'kind', header: t('networks.playlists.kind'), render: channelLabel, sortValue: channelLabel },
    {
      key: 'location',
      header: t('networks.columns.location'),
      render: (p) => p.companyName,
      sortValue: (p) => p.companyName ?? '',
    },
    {
      key: 'orientation',
      header: t('networks.playlists.orientation'),
      render: (p) => (p.orientation === 'vertical' ? t('networks.vertical') : t('networks.horizontal')),
    },
    {
      key: 'items',
      header: t('networks.playlists.items'),
      align: 'right',
      render: (p) => count.format(p.cntItems),
      sortValue: (p) => p.cntItems,
    },
    {
      key: 'duration',
      header: t('networks.playlists.duration'),
      align: 'right',
      render: (p) => formatLoopLength(p.duration),
      sortValue: (p) => p.duration,
    },
  ];
  return (
    <DataTable
      label={t('networks.tabs.playlist')}
      columns={columns}
      rows={playlists.data}
      rowKey={(p) => p.guid}
      rowHref={(p) => playlistPath(network, p.guid)}
      testId="company-playlists-table"
    />
  );
}
