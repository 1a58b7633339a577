import BarChartIcon from '@mui/icons-material/BarChart';
import EditIcon from '@mui/icons-material/Edit';
import HubIcon from '@mui/icons-material/Hub';
import IconButton from '@mui/material/IconButton';
import { formatLoopLength } from '@signage/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import type { Channel } from '../api/list-channels';

interface Props {
  channels: readonly Channel[];
  onDistribute: (channel: Channel) => void;
  onStats: (channel: Channel) => void;
  onEdit: (channel: Channel) => void;
}

const stop = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/** Tab Kanäle: every channel with its links; distribute, statistics, edit. */
export function ChannelsTable({ channels, onDistribute, onStats, onEdit }: Props) {
  const { t } = useTranslation();
  const owner = (c: Channel) => c.companyName ?? t('channels.global');
  const kind = (c: Channel) => t(c.channel === 20 ? 'channels.kinds.organiser' : 'channels.kinds.channel');
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
          <IconButton
            size="small"
            aria-label={t('channels.distribute', { name: c.name })}
            onClick={stop(() => onDistribute(c))}
          >
            <HubIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('channels.statsOf', { name: c.name })}
            onClick={stop(() => onStats(c))}
          >
            <BarChartIcon fontSize="small" />
          </IconButton>
          {c.writable ? (
            <IconButton size="small" aria-label={t('channels.edit', { name: c.name })} onClick={stop(() => onEdit(c))}>
              <EditIcon fontSize="small" />
            </IconButton>
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
