import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { ServerLogEntry, ServerLogQuery } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerLogs } from '../../../api/system/list-server-logs';
import { type Column, DataTable } from '../../../components/data-table';
import { QueryStatus } from '../../../components/query-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { formatLogTime } from '../lib/audit-diff';

const LEVEL_COLOUR = { info: 'default', warn: 'warning', error: 'error' } as const;
const LEVELS = ['info', 'warn', 'error'] as const;

type LogRow = ServerLogEntry & { index: number };

/** GET /v1/system/logs: the latest entries, refreshed every 5 s while 'Automatisch aktualisieren' is on. */
export function ServerLogTab() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<ServerLogQuery['level'] | ''>('');
  const [search, setSearch] = useState('');
  const [auto, setAuto] = useState(true);
  const q = useDebouncedValue(search.trim(), 300);
  const logs = useServerLogs({ limit: 200, level: level || undefined, q: q || undefined }, auto);

  const columns: Column<LogRow>[] = [
    { key: 'time', header: t('system.logs.time'), width: 170, render: (e) => formatLogTime(e.time) },
    {
      key: 'level',
      header: t('system.logs.level'),
      render: (e) => <Chip size="small" color={LEVEL_COLOUR[e.level]} label={t(`system.logs.levels.${e.level}`)} />,
    },
    { key: 'request', header: t('system.logs.request'), render: (e) => [e.method, e.url].filter(Boolean).join(' ') },
    { key: 'status', header: t('system.logs.status'), align: 'right', render: (e) => e.status ?? '' },
    {
      key: 'duration',
      header: t('system.logs.duration'),
      align: 'right',
      render: (e) => (e.durationMs === null ? '' : `${Math.round(e.durationMs)} ms`),
    },
    { key: 'message', header: t('system.logs.message'), render: (e) => e.message ?? '' },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          id="log-level"
          label={t('system.logs.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as ServerLogQuery['level'] | '')}
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('system.logs.allLevels')}</MenuItem>
          {LEVELS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`system.logs.levels.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="log-search"
          type="search"
          label={t('system.logs.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ minWidth: 260 }}
        />
        <FormControlLabel
          control={<Switch checked={auto} onChange={(event) => setAuto(event.target.checked)} />}
          label={t('system.logs.autoRefresh')}
        />
      </Stack>
      <QueryStatus query={logs} />
      {logs.data ? (
        // WCAG 2.1.1: a scrolling region is a Tab stop, so the keyboard can scroll it.
        <Box sx={{ maxHeight: 640, overflow: 'auto' }} tabIndex={0} aria-label={t('system.tabs.logs')} role="region">
          <DataTable
            label={t('system.tabs.logs')}
            columns={columns}
            rows={logs.data.entries.map((entry, index) => ({ ...entry, index }))}
            rowKey={(e) => `${e.time}-${e.index}`}
            testId="server-log"
          />
        </Box>
      ) : null}
    </Stack>
  );
}
