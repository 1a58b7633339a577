import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { PlayReport } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../lib/periods';

const number = new Intl.NumberFormat('de-DE');

/** Plays per day of the period as bars (MUI X Charts). */
export function ReportChart({ series }: { series: PlayReport['series'] }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="report-chart" sx={{ '& svg': { maxWidth: '100%' } }}>
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: series.map((d) => shortDay(d.day)) }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : number.format(v)) }]}
        series={[
          {
            id: 'plays',
            label: t('reports.plays'),
            data: series.map((d) => d.plays),
            color: '#1565c0',
            valueFormatter: (v: number | null) => (v === null ? '' : number.format(v)),
          },
        ]}
      />
    </Box>
  );
}
