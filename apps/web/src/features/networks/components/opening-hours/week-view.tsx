import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SourcedOpeningHours, WEEKDAY_LABELS } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { barOf, dateLabel, shiftWeek, spansText, type WeekRow, weekRows } from '../../lib/week-rows';

interface Props {
  hours: SourcedOpeningHours | null;
  monday: string;
  onWeek: (monday: string) => void;
  today: string;
  /** A location: mark what comes from the network. */
  showSource: boolean;
}

const TICKS = [0, 6, 12, 18, 24];

function Bar({ row }: { row: WeekRow }) {
  const open = row.from === null;
  return (
    <Box
      aria-hidden
      sx={{ position: 'relative', height: 22, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
    >
      {TICKS.slice(1, -1).map((hour) => (
        <Box
          key={hour}
          sx={{
            position: 'absolute',
            left: `${(hour / 24) * 100}%`,
            top: 0,
            bottom: 0,
            borderLeft: 1,
            borderColor: 'divider',
          }}
        />
      ))}
      {(open ? [{ from: '00:00', till: '24:00' }] : row.spans).map((span) => {
        const { left, width } = barOf(span);
        return (
          <Box
            key={`${span.from}-${span.till}`}
            sx={{
              position: 'absolute',
              top: 3,
              bottom: 3,
              left: `${left}%`,
              width: `${width}%`,
              borderRadius: 0.5,
              bgcolor: open ? 'grey.400' : row.exception ? 'warning.main' : 'primary.main',
            }}
          />
        );
      })}
    </Box>
  );
}

/** A calendar week Mo–So: each day's spans as blocks on a 0–24 h scale, date exceptions with their note. */
export function WeekView({ hours, monday, onWeek, today, showSource }: Props) {
  const { t } = useTranslation();
  const rows = weekRows(hours, monday);
  const last = rows[6]?.date ?? monday;
  return (
    <Box component="section" aria-label={t('openingHours.week.label')} data-testid="week-view">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label={t('openingHours.week.previous')} onClick={() => onWeek(shiftWeek(monday, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography data-testid="week-range">
          {t('openingHours.week.range', { from: dateLabel(monday), till: dateLabel(last, true) })}
        </Typography>
        <IconButton aria-label={t('openingHours.week.next')} onClick={() => onWeek(shiftWeek(monday, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" onClick={() => onWeek(today)}>
          {t('openingHours.week.today')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          // on a phone (390 px) the three columns share the width; wider, the bars get at least 8rem
          gridTemplateColumns: {
            xs: 'max-content minmax(0, 1fr) minmax(0, 1fr)',
            sm: '5.5rem minmax(8rem, 2fr) minmax(10rem, 2fr)',
          },
          gap: 1,
        }}
      >
        <span />
        <Box aria-label={t('openingHours.week.scale')} sx={{ position: 'relative', height: 16 }}>
          {TICKS.map((hour) => (
            <Typography
              key={hour}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                left: `${(hour / 24) * 100}%`,
                transform: hour ? 'translateX(-100%)' : 'none',
              }}
            >
              {hour}
            </Typography>
          ))}
        </Box>
        <span />
        {rows.map((row) => (
          <Box key={row.date} data-testid={`week-row-${row.date}`} sx={{ display: 'contents' }}>
            <Typography sx={{ fontWeight: row.date === today ? 700 : 400, whiteSpace: 'nowrap' }}>
              {WEEKDAY_LABELS[row.day]} {dateLabel(row.date)}
            </Typography>
            <Bar row={row} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {row.from === null
                  ? t('openingHours.alwaysOpen')
                  : row.spans.length
                    ? spansText(row.spans)
                    : t('openingHours.closed')}
                {row.note ? ` · ${row.note}` : ''}
              </Typography>
              {showSource && row.from === 'network' ? (
                <Chip size="small" variant="outlined" label={t('openingHours.fromNetwork')} />
              ) : null}
            </Stack>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
