import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatLoopLength } from '@signage/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/dates';
import type { LoopRow, LoopRowState } from '../lib/loop-view';

export function stateText(state: LoopRowState, t: TFunction): string {
  if (state.kind === 'starts' || state.kind === 'ended') {
    return t(`devices.loop.states.${state.kind}`, { date: formatDateTime(state.at) });
  }
  return t(`devices.loop.states.${state.kind}`);
}

const COLOURS: Partial<Record<LoopRowState['kind'], 'success' | 'info' | 'warning' | 'default'>> = {
  playing: 'success',
  linked: 'info',
  starts: 'info',
  converting: 'warning',
};

/** Every item of the device's playlists with whether it plays now and, if not, why. */
export function LoopTable({ rows }: { rows: readonly LoopRow[] }) {
  const { t } = useTranslation();
  const columns: Column<LoopRow>[] = [
    {
      key: 'name',
      header: t('devices.loop.columns.name'),
      render: (row) => (
        <Box sx={{ pl: row.depth * 3 }}>
          <Typography variant="body2" sx={{ fontWeight: row.type === 'PLAYLIST' ? 600 : 400 }}>
            {row.depth > 0 ? '↳ ' : ''}
            {row.name}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'type',
      header: t('devices.loop.columns.type'),
      render: (row) => t(`devices.loop.types.${typeKey(row.type)}`),
    },
    {
      key: 'duration',
      header: t('devices.loop.columns.duration'),
      render: (row) => (row.type === 'PLAYLIST' ? '' : formatLoopLength(row.duration)),
    },
    { key: 'playlist', header: t('devices.loop.columns.playlist'), render: (row) => row.playlistName },
    {
      key: 'state',
      header: t('devices.loop.columns.state'),
      render: (row) => (
        <Chip
          size="small"
          variant={row.state.kind === 'playing' ? 'filled' : 'outlined'}
          color={COLOURS[row.state.kind] ?? 'default'}
          label={stateText(row.state, t)}
          data-state={row.state.kind}
        />
      ),
    },
  ];
  return (
    <DataTable
      label={t('devices.loop.title')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      testId="loop-table"
    />
  );
}

function typeKey(type: string): 'IMAGE' | 'VIDEO' | 'WEB' | 'PLAYLIST' {
  return type === 'VIDEO' || type === 'WEB' || type === 'PLAYLIST' ? type : 'IMAGE';
}
