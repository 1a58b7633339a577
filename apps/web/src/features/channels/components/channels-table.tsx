import BarChartIcon from '@mui/icons-material/BarChart';
import EditIcon from '@mui/icons-material/Edit';
import HubIcon from '@mui/icons-material/Hub';
import { formatLoopLength, ORGANISER_CHANNEL } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../../../api/playlists/channels';
import { type Column, DataTable } from '../../../components/data-table';
import { RowAction } from '../../../components/row-action';

interface Props {
  channels: readonly Channel[];
  onDistribute: (channel: Channel) => void;
  onStats: (channel: Channel) => void;
  onEdit: (channel: Channel) => void;
}

/** Tab Kanäle: every channel with its links; distribute, statistics, edit. */
export function ChannelsTable({ channels, onDistribute, onStats, onEdit }: Props) {
  const { t } = useTranslation();
  const owner = (c: Channel) => c.companyName ?? t('channels.global');
  const kind = (c: Channel) =>
    t(c.channel === ORGANISER_CHANNEL ? 'channels.kinds.organiser' : 'channels.kinds.channel');
  const columns: Column<Channel>[] = [
    { key: 'name', header: t('channels.columns.name'), width: 240, render: (c) => c.name, sortValue: (c) => c.name },
    { key: 'owner', header: t('channels.columns.owner'), render: owner, sortValue: owner },
    { key: 'kind', header: t('channels.columns.kind'), width: 170, render: kind, sortValue: kind },
    {
      key: 'items',
      header: t('channels.columns.items'),
      align: 'right',
      render: (c) => c.cntItems,
      sortValue: (c) => c.cntItems,
    },
    {
      key: 'length',
      header: t('channels.columns.length'),
      align: 'right',
      render: (c) => formatLoopLength(c.duration),
      sortValue: (c) => c.duration,
    },
    {
      key: 'linked',
      header: t('channels.columns.linked'),
      align: 'right',
      render: (c) => c.cntLinked,
      sortValue: (c) => c.cntLinked,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 150,
      render: (c) => (
        <>
          <RowAction
            label={t('channels.distribute', { name: c.name })}
            icon={<HubIcon fontSize="small" />}
            onClick={() => onDistribute(c)}
          />
          <RowAction
            label={t('channels.statsOf', { name: c.name })}
            icon={<BarChartIcon fontSize="small" />}
            onClick={() => onStats(c)}
          />
          {c.writable ? (
            <RowAction
              label={t('channels.edit', { name: c.name })}
              icon={<EditIcon fontSize="small" />}
              onClick={() => onEdit(c)}
            />
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={t('channels.tabs.channels')}
      columns={columns}
      rows={channels}
      rowKey={(c) => c.guid}
      onRowClick={onDistribute}
      testId="channels-table"
    />
  );
}
