import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import { channelKind, formatLoopLength, type PlaylistSummary } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { RowAction } from '../../../components/row-action';

interface Props {
  playlists: readonly PlaylistSummary[];
  /** The organiser network owning a playlist, or null (only those can be shared, SPEC §6). */
  organiserOf: (playlist: PlaylistSummary) => string | null;
  onOpen: (playlist: PlaylistSummary) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: PlaylistSummary) => string;
  onShare: (playlist: PlaylistSummary, owner: string) => void;
  onStats: (playlist: PlaylistSummary) => void;
  onDelete: (playlist: PlaylistSummary) => void;
}

/** SPEC §2 playlist table; edit and delete for normal playlists or where sharing is allowed (SPEC §6). */
export function PlaylistsTable({ playlists, organiserOf, onOpen, hrefOf, onShare, onStats, onDelete }: Props) {
  const { t } = useTranslation();
  const company = (p: PlaylistSummary) => p.companyName ?? t('playlists.global');
  const kind = (p: PlaylistSummary) => t(`playlists.kinds.${channelKind(p.channel)}`);
  const columns: Column<PlaylistSummary>[] = [
    { key: 'name', header: t('playlists.columns.name'), width: 240, render: (p) => p.name, sortValue: (p) => p.name },
    { key: 'company', header: t('playlists.columns.company'), render: company, sortValue: company },
    { key: 'kind', header: t('playlists.columns.kind'), render: kind, sortValue: kind },
    {
      key: 'orientation',
      header: t('playlists.columns.orientation'),
      render: (p) => t(`playlists.orientation.${p.orientation === 'vertical' ? 'vertical' : 'horizontal'}`),
    },
    {
      key: 'items',
      header: t('playlists.columns.items'),
      align: 'right',
      render: (p) => p.cntItems,
      sortValue: (p) => p.cntItems,
    },
    {
      key: 'length',
      header: t('playlists.columns.length'),
      align: 'right',
      render: (p) => formatLoopLength(p.duration),
      sortValue: (p) => p.duration,
    },
    {
      key: 'devices',
      header: t('playlists.columns.devices'),
      align: 'right',
      render: (p) => p.cntDevices,
      sortValue: (p) => p.cntDevices,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 180,
      render: (p) => {
        const owner = organiserOf(p);
        const editable = p.channel === 0 || owner !== null;
        return (
          <>
            {owner ? (
              <RowAction
                label={t('playlists.share.open', { name: p.name })}
                icon={<ShareIcon fontSize="small" />}
                onClick={() => onShare(p, owner)}
              />
            ) : null}
            <RowAction
              label={t('playlists.stats.open', { name: p.name })}
              icon={<BarChartIcon fontSize="small" />}
              onClick={() => onStats(p)}
            />
            {editable ? (
              <RowAction
                label={t('playlists.editPlaylist', { name: p.name })}
                icon={<EditIcon fontSize="small" />}
                onClick={() => onOpen(p)}
              />
            ) : null}
            {editable && p.writable ? (
              <RowAction
                label={t('playlists.deletePlaylist', { name: p.name })}
                icon={<DeleteIcon fontSize="small" />}
                onClick={() => onDelete(p)}
              />
            ) : null}
          </>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('playlists.title')}
      columns={columns}
      rows={playlists}
      rowKey={(p) => p.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="playlists-table"
    />
  );
}
