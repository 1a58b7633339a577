import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportResult, ImportRowResult } from '@signage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { rowsToShow, SHOWN_IMPORT_ROWS } from '../lib/import-rows';

const count = new Intl.NumberFormat('de-DE');
const COLOURS = { create: 'success', update: 'info', error: 'error' } as const;

/** Per row: line, action (create/update/error), name, company id, city and every problem or hint. */
export function ImportResultTable({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const rows = useMemo(() => rowsToShow(result.rows), [result.rows]);
  const columns: Column<ImportRowResult>[] = [
    { key: 'line', header: t('networks.import.columns.line'), align: 'right', width: 70, render: (r) => r.line },
    {
      key: 'action',
      header: t('networks.import.columns.action'),
      width: 130,
      render: (r) => (
        <Chip
          size="small"
          color={COLOURS[r.action]}
          variant="outlined"
          label={t(`networks.import.actions.${r.action}`)}
        />
      ),
    },
    { key: 'name', header: t('networks.import.columns.name'), render: (r) => r.name },
    { key: 'importKey', header: t('networks.fields.importKey'), render: (r) => r.importKey },
    {
      key: 'city',
      header: t('networks.columns.city'),
      render: (r) => [r.values.postcode, r.values.city].filter(Boolean).join(' '),
    },
    {
      key: 'problems',
      header: t('networks.import.columns.problems'),
      render: (r) => (
        <Stack spacing={0.25}>
          {r.problems.map((text) => (
            <Typography key={text} variant="body2" color="error">
              {text}
            </Typography>
          ))}
          {r.warnings.map((text) => (
            <Typography key={text} variant="body2" color="warning.main">
              {text}
            </Typography>
          ))}
          {r.action === 'update' && r.changes.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('networks.import.changes', { fields: r.changes.join(', ') })}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={1}>
      <DataTable
        label={t('networks.import.resultLabel')}
        columns={columns}
        rows={rows}
        rowKey={(r) => `${r.line}`}
        testId="import-result-table"
      />
      {result.rows.length > SHOWN_IMPORT_ROWS ? (
        <Typography variant="body2" color="text.secondary">
          {t('networks.import.truncated', {
            shown: count.format(SHOWN_IMPORT_ROWS),
            total: count.format(result.rows.length),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}
