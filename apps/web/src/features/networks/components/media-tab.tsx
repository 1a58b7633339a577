import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes, type MediaItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useCompanyMedia } from '../../../api/media/list-company-media';
import { type Column, DataTable } from '../../../components/data-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';

const count = new Intl.NumberFormat('de-DE');

/** The media of a network and its locations with the counters (cntMedia, cntDevices, cntCompanies). */
export function MediaTab({ companyGuid }: { companyGuid: string }) {
  const { t } = useTranslation();
  const media = useCompanyMedia(companyGuid);
  if (media.isPending) return <LoadingState />;
  if (media.isError) {
    const status = isApiError(media.error) ? media.error.status : 0;
    if (status === 404 || status === 403) {
      return (
        <Alert severity="info" data-testid="media-unavailable">
          {status === 404 ? t('networks.media.unavailable') : media.error.message}
        </Alert>
      );
    }
    return <ErrorState error={media.error} onRetry={() => void media.refetch()} />;
  }
  const columns: Column<MediaItem>[] = [
    { key: 'name', header: t('networks.columns.name'), render: (m) => m.name, sortValue: (m) => m.name },
    {
      key: 'type',
      header: t('networks.media.type'),
      render: (m) => t(`playlistTypes.${m.type}`, { defaultValue: m.type }),
      sortValue: (m) => m.type,
    },
    {
      key: 'size',
      header: t('networks.media.size'),
      align: 'right',
      render: (m) => formatBytes(m.size),
      sortValue: (m) => m.size,
    },
    {
      key: 'location',
      header: t('networks.columns.location'),
      render: (m) => m.companyName,
      sortValue: (m) => m.companyName ?? '',
    },
    {
      key: 'playlist',
      header: t('networks.devices.playlist'),
      render: (m) => m.playListName,
      sortValue: (m) => m.playListName ?? '',
    },
    {
      key: 'created',
      header: t('networks.media.created'),
      render: (m) => formatDateTime(m.created),
      sortValue: (m) => m.created,
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="media-counts">
        {t('networks.media.counts', {
          media: t('networks.media.countMedia', { count: media.data.cntMedia, n: count.format(media.data.cntMedia) }),
          devices: t('networks.media.countDevices', {
            count: media.data.cntDevices,
            n: count.format(media.data.cntDevices),
          }),
          companies: t('networks.media.countLocations', {
            count: media.data.cntCompanies,
            n: count.format(media.data.cntCompanies),
          }),
        })}
      </Typography>
      <DataTable
        label={t('networks.tabs.media')}
        columns={columns}
        rows={media.data.items}
        rowKey={(m) => m.guid}
        testId="company-media-table"
      />
    </Stack>
  );
}
