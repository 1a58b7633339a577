import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OpeningException } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import {
  addException,
  DEFAULT_SPAN,
  type HoursDraft,
  removeException,
  setException,
} from '../../lib/opening-hours-form';
import { dateLabel, spansText } from '../../lib/week-rows';
import { SpanList } from './span-list';

interface Props {
  draft: HoursDraft;
  onChange: (draft: HoursDraft) => void;
  errors: Record<string, string>;
  disabled: boolean;
  today: string;
  /** A location's inherited exceptions, shown read-only. */
  inherited: readonly OpeningException[];
}

/** The company's own date exceptions: date, 'ganztägig geschlossen' or spans, note; the network's listed below. */
export function ExceptionsEditor({ draft, onChange, errors, disabled, today, inherited }: Props) {
  const { t } = useTranslation();
  const own = new Set(draft.exceptions.map((e) => e.date));
  const fromNetwork = inherited.filter((e) => !own.has(e.date));
  return (
    <Stack spacing={1} data-testid="exceptions-editor">
      <Typography variant="subtitle1" component="h3">
        {t('openingHours.exceptions')}
      </Typography>
      {errors.exceptions ? <FormHelperText error>{errors.exceptions}</FormHelperText> : null}
      {draft.exceptions.length === 0 ? (
        <Typography color="text.secondary">{t('openingHours.noExceptions')}</Typography>
      ) : null}
      <Stack spacing={1} sx={{ maxHeight: 420, overflowY: 'auto', pt: 1 }}>
        {draft.exceptions.map((exception, index) => {
          const key = `exceptions.${index}`;
          const closed = exception.spans.length === 0;
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: the date is being edited; the row keeps its place
              key={index}
              data-testid={`exception-${index}`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                size="small"
                type="date"
                label={t('openingHours.date')}
                value={exception.date}
                onChange={(event) => onChange(setException(draft, index, { date: event.target.value }))}
                disabled={disabled}
                error={Boolean(errors[`${key}.date`])}
                helperText={errors[`${key}.date`]}
                sx={{ width: 180 }}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${key}.date` } }}
              />
              <FormControlLabel
                label={t('openingHours.closedAllDay')}
                disabled={disabled}
                control={
                  <Checkbox
                    checked={closed}
                    onChange={(event) =>
                      onChange(setException(draft, index, { spans: event.target.checked ? [] : [DEFAULT_SPAN] }))
                    }
                  />
                }
              />
              {closed ? null : (
                <SpanList
                  spans={exception.spans}
                  onChange={(spans) => onChange(setException(draft, index, { spans }))}
                  prefix={`${key}.spans`}
                  errors={errors}
                  disabled={disabled}
                  label={dateLabel(exception.date, true)}
                />
              )}
              <TextField
                size="small"
                label={t('openingHours.note')}
                value={exception.note ?? ''}
                onChange={(event) => onChange(setException(draft, index, { note: event.target.value }))}
                disabled={disabled}
                error={Boolean(errors[`${key}.note`])}
                helperText={errors[`${key}.note`] ?? errors[`${key}.spans`]}
                sx={{ flex: '1 1 12rem' }}
              />
              {disabled ? null : (
                <IconButton
                  aria-label={`${t('openingHours.removeException')} (${dateLabel(exception.date, true)})`}
                  onClick={() => onChange(removeException(draft, index))}
                >
                  <DeleteIcon />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Stack>
      {disabled ? null : (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => onChange(addException(draft, today))}>
            {t('openingHours.addException')}
          </Button>
        </Box>
      )}
      {fromNetwork.length > 0 ? (
        <Box data-testid="network-exceptions">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('openingHours.networkExceptions')} ({t('openingHours.fromNetwork')})
          </Typography>
          {fromNetwork.map((e) => (
            <Typography key={e.date} variant="body2" color="text.secondary">
              {dateLabel(e.date, true)}: {e.spans.length ? spansText(e.spans) : t('openingHours.closed')}
              {e.note ? ` · ${e.note}` : ''}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
