import DownloadIcon from '@mui/icons-material/Download';
import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OPERATOR_GROUPS, type OperatorReport, operatorReportQuery } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  type OperatorReportFilter,
  useDownloadOperatorReport,
  useOperatorMe,
  useOperatorReport,
} from '../../../api/operator/get-operator-report';
import { QueryStatus } from '../../../components/query-state';
import { OfferProof, OperatorPdfButton } from '../components/offer-proof';
import { OperatorTokens } from '../components/operator-tokens';
import { OwnAccesses } from '../components/own-accesses';
import { ReportChart } from '../components/report-chart';
import { formatDuration } from '../lib/duration';
import { type PeriodKey, periodOf, reportToday } from '../lib/periods';

const whole = new Intl.NumberFormat('de-DE');
const PERIODS = ['last7', 'last30', 'thisMonth', 'lastMonth'] as const;
const STEPS = ['day', 'week', 'month'] as const;

/**
 * The tour operators' portal ('Veranstalter'): the proof of their own offers from the agencies that consent — chart,
 * table and exports as the staff reports have them; no staff menu. The server decides what the operator sees.
 */
export function OperatorPortalPage() {
  const { t } = useTranslation();
  const me = useOperatorMe();
  const [preset, setPreset] = useState<Exclude<PeriodKey, 'custom'>>('last30');
  const [by, setBy] = useState<OperatorReportFilter['by']>('offer');
  const [period, setPeriod] = useState<OperatorReportFilter['period']>('day');
  const filter: OperatorReportFilter = { ...periodOf(preset, reportToday()), by, period };
  const checked = operatorReportQuery.safeParse(filter);
  const query = useOperatorReport(filter, checked.success);
  const download = useDownloadOperatorReport();
  const report = query.data;
  const select = <T extends string>(
    label: string,
    value: T,
    options: Array<[T, string]>,
    set: (v: T) => void,
    id: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value as T)}
      sx={{ minWidth: 180 }}
      slotProps={{ htmlInput: { 'data-testid': id } }}
    >
      {options.map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }} data-testid="operator-portal">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="h1">
            {me.data ? t('operators.portal.titleOf', { name: me.data.name }) : t('operators.portal.title')}
          </Typography>
          <Typography color="text.secondary">{t('operators.portal.subtitle')}</Typography>
        </Box>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!report || download.isPending}
            onClick={() => download.mutate({ filter, format })}
          >
            {t(`reports.export.${format}`)}
          </Button>
        ))}
        <OperatorPdfButton filter={filter} disabled={!report} />
        <Button component={RouterLink} to="/Logout" startIcon={<LogoutIcon />}>
          {t('operators.portal.logout')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          {select(
            t('reports.period'),
            preset,
            PERIODS.map((key) => [key, t(`reports.periods.${key}`)]),
            setPreset,
            'operator-period',
          )}
          {select(
            t('reports.groupBy'),
            by,
            OPERATOR_GROUPS.map((g) => [g, t(`operators.portal.groups.${g}`)]),
            setBy,
            'operator-group',
          )}
          {select(
            t('operators.portal.step'),
            period,
            STEPS.map((key) => [key, t(`operators.portal.steps.${key}`)]),
            setPeriod,
            'operator-step',
          )}
        </Stack>
        {!report ? (
          <QueryStatus query={query} />
        ) : report.rows.length === 0 ? (
          <Alert severity="info" data-testid="operator-empty">
            {t('operators.portal.empty')}
          </Alert>
        ) : (
          <>
            <Totals report={report} />
            <ReportChart series={report.series} />
            <OperatorTable report={report} />
          </>
        )}
      </Paper>
      {checked.success && <OfferProof filter={filter} />}
      <OperatorTokens />
      {me.data?.admin ? <OwnAccesses /> : null}
    </Box>
  );
}

function Totals({ report }: { report: OperatorReport }) {
  const { t } = useTranslation();
  const figures: Array<[string, string]> = [
    [t('reports.plays'), whole.format(report.total.plays)],
    [t('operators.portal.screenTime'), formatDuration(report.total.seconds)],
    [t('operators.portal.screens'), whole.format(report.total.screens)],
    [t('operators.portal.locations'), whole.format(report.total.locations)],
    [t('reports.scans'), whole.format(report.total.scans)],
  ];
  return (
    <Stack direction="row" spacing={4} sx={{ mb: 1 }} data-testid="operator-totals">
      {figures.map(([label, value]) => (
        <div key={label}>
          <Typography variant="overline">{label}</Typography>
          <Typography variant="h5">{value}</Typography>
        </div>
      ))}
    </Stack>
  );
}

function OperatorTable({ report }: { report: OperatorReport }) {
  const { t } = useTranslation();
  const offers = report.by === 'offer';
  const heads = [
    t('reports.plays'),
    t('operators.portal.screenTime'),
    t('operators.portal.screens'),
    t('operators.portal.locations'),
    ...(offers ? [t('reports.scans')] : []),
  ];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="operator-table">
        <TableHead>
          <TableRow>
            <TableCell component="th">{t(`operators.portal.groups.${report.by}`)}</TableCell>
            <TableCell component="th">{t('reports.context')}</TableCell>
            {heads.map((h) => (
              <TableCell key={h} component="th" align="right">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.key ?? '-'} hover>
              <TableCell>{row.label}</TableCell>
              <TableCell>{row.context}</TableCell>
              <TableCell align="right">{whole.format(row.plays)}</TableCell>
              <TableCell align="right">{formatDuration(row.seconds)}</TableCell>
              <TableCell align="right">{whole.format(row.screens)}</TableCell>
              <TableCell align="right">{whole.format(row.locations)}</TableCell>
              {offers ? <TableCell align="right">{whole.format(row.scans ?? 0)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
