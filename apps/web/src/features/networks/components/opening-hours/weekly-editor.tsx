import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKDAY_LABELS, WEEKDAYS } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { addSpan, copyToWorkdays, type HoursDraft, nextSpan, withDay } from '../../lib/opening-hours-form';
import { SpanList } from './span-list';

interface Props {
  draft: HoursDraft;
  onChange: (draft: HoursDraft) => void;
  errors: Record<string, string>;
  disabled: boolean;
}

/** Mo–So with their spans: add or remove a span, close the day, copy a day to Mo–Fr. */
export function WeeklyEditor({ draft, onChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="weekly-editor">
      <Typography variant="subtitle1" component="h3">
        {t('openingHours.weekly')}
      </Typography>
      {errors.weekly ? <FormHelperText error>{errors.weekly}</FormHelperText> : null}
      {WEEKDAYS.map((day) => {
        const spans = draft.weekly[day];
        const name = t(`openingHours.days.${day}`);
        return (
          <Box
            key={day}
            data-testid={`weekly-${day}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '3rem 1fr auto' },
              gap: 1,
              alignItems: 'start',
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ fontWeight: 600, pt: 1 }} title={name}>
              {WEEKDAY_LABELS[day]}
            </Typography>
            <Box>
              {spans.length === 0 ? (
                <Typography color="text.secondary" sx={{ pt: 1 }}>
                  {t('openingHours.closed')}
                </Typography>
              ) : (
                <SpanList
                  spans={spans}
                  onChange={(next) => onChange(withDay(draft, day, next))}
                  prefix={`weekly.${day}`}
                  errors={errors}
                  disabled={disabled}
                  label={name}
                />
              )}
              {errors[`weekly.${day}`] ? <FormHelperText error>{errors[`weekly.${day}`]}</FormHelperText> : null}
            </Box>
            {disabled ? null : (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => onChange(addSpan(draft, day))}
                  disabled={!nextSpan(spans)}
                  aria-label={`${t('openingHours.addSpan')} (${name})`}
                >
                  {t('openingHours.addSpan')}
                </Button>
                <Button
                  size="small"
                  onClick={() => onChange(withDay(draft, day, []))}
                  disabled={spans.length === 0}
                  aria-label={`${t('openingHours.closeDay')} (${name})`}
                >
                  {t('openingHours.closeDay')}
                </Button>
                <Button
                  size="small"
                  onClick={() => onChange(copyToWorkdays(draft, day))}
                  aria-label={`${t('openingHours.copyWorkdays')} (${name})`}
                >
                  {t('openingHours.copyWorkdays')}
                </Button>
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
