import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { ImportOutcome } from '../../../lib/import-answer';

const count = new Intl.NumberFormat('de-DE');

/** The totals of a preview or import, and why an import was refused. */
export function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation();
  const { result, refused } = outcome;
  const totals = t('networks.import.totals', {
    count: result.totals.rows,
    rows: count.format(result.totals.rows),
    create: count.format(result.totals.create),
    update: count.format(result.totals.update),
    error: count.format(result.totals.error),
  });
  const severity =
    refused !== null ? 'error' : result.imported ? 'success' : result.totals.error > 0 ? 'warning' : 'info';
  const title =
    refused !== null
      ? t('networks.import.refused')
      : result.imported
        ? t('networks.import.done')
        : t('networks.import.previewTitle');
  return (
    <Alert severity={severity} data-testid="import-summary">
      <AlertTitle>{title}</AlertTitle>
      {refused ? `${refused} ` : ''}
      {totals}
    </Alert>
  );
}
