import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasRight, R, reportQuery } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDownloadPlayReport } from '../../../api/reports/download-play-report';
import { type PlayReportFilter, usePlayReport } from '../../../api/reports/get-play-report';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { ReportChart } from '../components/report-chart';
import { type FilterState, ReportFilters } from '../components/report-filters';
import { ReportTable } from '../components/report-table';
import { formatDuration } from '../lib/duration';
import { periodOf, reportToday } from '../lib/periods';

const whole = new Intl.NumberFormat('de-DE');

function initial(): FilterState {
  return { period: 'last30', ...periodOf('last30', reportToday()), by: 'item' };
}

/** 'Berichte': what the screens played (proof of play) for a period, grouped, as chart, table and export. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<FilterState>(initial);
  const change = (next: Partial<FilterState>) =>
    setState((s) => {
      const merged = { ...s, ...next };
      return next.period && next.period !== 'custom' ? { ...merged, ...periodOf(next.period, reportToday()) } : merged;
    });
  const checked = reportQuery.safeParse({ from: state.from, to: state.to, by: state.by });
  const filter: PlayReportFilter = { from: state.from, to: state.to, by: state.by };
  const query = usePlayReport(filter, checked.success);
  const download = useDownloadPlayReport();
  const me = useCredentials().data;
  // Administrators (no network) with the right manage the tour operators from here.
  const operators =
    me && me.guidParent === null && hasRight(me.rights, R.operators) ? (
      <Button key="operators" variant="text" component={RouterLink} to="/Dashboard/Veranstalter">
        {t('menu.operators')}
      </Button>
    ) : null;
  const report = checked.success ? query.data : undefined;
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  const exportButton = (format: 'csv' | 'xlsx') => (
    <Button
      key={format}
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={!report || download.isPending}
      onClick={() => download.mutate({ filter, format })}
    >
      {t(`reports.export.${format}`)}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={[operators, exportButton('csv'), exportButton('xlsx')]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ReportFilters value={state} onChange={change} error={error} />
        {report && report.discarded.refused + report.discarded.clipped > 0 ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            data-testid="report-discarded"
            title={t('reports.discardedHint', {
              reasons: report.discarded.reasons.map((r) => `${r.message} (${whole.format(r.count)})`).join('; '),
            })}
          >
            {t('reports.discarded', { count: report.discarded.refused })}
            {report.discarded.clipped > 0 ? ` · ${t('reports.clipped', { count: report.discarded.clipped })}` : ''}
          </Alert>
        ) : null}
        {!checked.success ? null : !report ? (
          <QueryStatus query={query} />
        ) : report.rows.length === 0 ? (
          <Alert severity="info" data-testid="report-empty">
            <AlertTitle>{t('reports.empty.title')}</AlertTitle>
            {t('reports.empty.text')}
          </Alert>
        ) : (
          <>
            <Stack direction="row" spacing={4} sx={{ mb: 1 }} data-testid="report-totals">
              <div>
                <Typography variant="overline">{t('reports.plays')}</Typography>
                <Typography variant="h5">{whole.format(report.total.plays)}</Typography>
              </div>
              <div>
                <Typography variant="overline">{t('reports.hours')}</Typography>
                <Typography variant="h5">{formatDuration(report.total.seconds)}</Typography>
              </div>
              <div title={t('reports.securedHint')} data-testid="report-secured">
                <Typography variant="overline">{t('reports.secured')}</Typography>
                <Typography variant="h5">{whole.format(report.total.securedPlays)}</Typography>
              </div>
            </Stack>
            <ReportChart series={report.series} />
            <ReportTable report={report} />
          </>
        )}
      </Paper>
    </>
  );
}
