import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlayReport } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../lib/duration';

const whole = new Intl.NumberFormat('de-DE');
const tenths = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The report's rows with plays, seconds and the duration as h:mm:ss (and QR scans by offer), the total last. */
export function ReportTable({ report }: { report: PlayReport }) {
  const { t } = useTranslation();
  const offers = report.by === 'offer';
  const figures = (plays: number, seconds: number) => (
    <>
      <TableCell align="right">{whole.format(plays)}</TableCell>
      <TableCell align="right">{tenths.format(seconds)}</TableCell>
      <TableCell align="right">{formatDuration(seconds)}</TableCell>
    </>
  );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="report-table">
        <caption>{t('reports.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t(`reports.groups.${report.by}`)}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('reports.context')}
            </TableCell>
            {(offers
              ? (['plays', 'seconds', 'hours', 'scans'] as const)
              : (['plays', 'seconds', 'hours'] as const)
            ).map((key) => (
              <TableCell key={key} component="th" scope="col" align="right">
                {t(`reports.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((row) => (
            <TableRow key={row.key ?? '-'} hover>
              <TableCell>{row.label}</TableCell>
              <TableCell>
                <Typography variant="body2" color="text.secondary">
                  {row.context}
                </Typography>
              </TableCell>
              {figures(row.plays, row.seconds)}
              {offers ? <TableCell align="right">{whole.format(row.scans ?? 0)}</TableCell> : null}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 600 } }}>
            <TableCell>{t('reports.total')}</TableCell>
            <TableCell />
            {figures(report.total.plays, report.total.seconds)}
            {offers ? <TableCell /> : null}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
