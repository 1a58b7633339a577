import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ClimateMonth } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { MONTHS_DE, monthShort } from '../lib/hotel-view';

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const show = (value: number | null) => (value === null ? '–' : number.format(value));

/**
 * Klima: temperatures as lines (air max/min, water), sunshine hours and rainy days as bars, German
 * month names; the same figures as a table with a caption for screen readers and exact values.
 */
export function HotelClimate({ clima }: { clima: readonly ClimateMonth[] }) {
  const { t } = useTranslation();
  const months = clima.map((m) => monthShort(m.month));
  const hasWater = clima.some((m) => m.water !== null);
  const chartBox = { flex: 1, minWidth: 0, '& svg': { maxWidth: '100%' } } as const;
  return (
    <Box data-testid="hotel-climate">
      <Box
        sx={{
          containerType: 'inline-size',
          '& > div': { display: 'flex', flexDirection: 'column', gap: 2 },
          '@container (min-width: 880px)': { '& > div': { flexDirection: 'row' } },
        }}
      >
        <div>
          <Box sx={chartBox}>
            <Typography variant="subtitle1" component="h3">
              {t('hotels.temperatures')}
            </Typography>
            <LineChart
              height={300}
              xAxis={[{ scaleType: 'point', data: months }]}
              series={[
                { id: 'airMax', label: t('hotels.airMax'), data: clima.map((m) => m.airMax), color: '#e65100' },
                { id: 'airMin', label: t('hotels.airMin'), data: clima.map((m) => m.airMin), color: '#f9a825' },
                ...(hasWater
                  ? [{ id: 'water', label: t('hotels.water'), data: clima.map((m) => m.water), color: '#0277bd' }]
                  : []),
              ]}
            />
          </Box>
          <Box sx={chartBox}>
            <Typography variant="subtitle1" component="h3">
              {t('hotels.sunRain')}
            </Typography>
            <BarChart
              height={300}
              xAxis={[{ scaleType: 'band', data: months }]}
              series={[
                { id: 'sun', label: t('hotels.sunHours'), data: clima.map((m) => m.sunHours), color: '#ffb300' },
                { id: 'rain', label: t('hotels.rainDays'), data: clima.map((m) => m.rainDays), color: '#546e7a' },
              ]}
            />
          </Box>
        </div>
      </Box>
      <Box sx={{ overflowX: 'auto', mt: 2 }}>
        <Table size="small" data-testid="hotel-climate-table">
          <caption>{t('hotels.climateCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('hotels.month')}
              </TableCell>
              {(['airMax', 'airMin', 'water', 'sunHours', 'rainDays'] as const).map((key) => (
                <TableCell key={key} component="th" scope="col" align="right">
                  {t(`hotels.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {clima.map((m) => (
              <TableRow key={m.month}>
                <TableCell component="th" scope="row">
                  {MONTHS_DE[m.month - 1]}
                </TableCell>
                <TableCell align="right">{show(m.airMax)}</TableCell>
                <TableCell align="right">{show(m.airMin)}</TableCell>
                <TableCell align="right">{show(m.water)}</TableCell>
                <TableCell align="right">{show(m.sunHours)}</TableCell>
                <TableCell align="right">{show(m.rainDays)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
