import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  type ItemSchedule,
  MAX_SPANS_PER_DAY,
  type TimeSpan,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Weekday,
} from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { addSpan, type ScheduleForm } from '../lib/schedule-form';

interface Props {
  value: ScheduleForm;
  onChange: (next: ScheduleForm) => void;
  /** German problems by field (scheduleProblems). */
  problems: ReadonlyMap<string, string>;
  disabled?: boolean;
}

const KINDS: ItemSchedule['kind'][] = ['always', 'times', 'open', 'closed'];

/** When an item plays, beside its validity window (item settings and the bulk dialog). */
export function ScheduleFields({ value, onChange, problems, disabled = false }: Props) {
  const { t } = useTranslation();
  const setSpan = (index: number, span: Partial<TimeSpan>) =>
    onChange({ ...value, spans: value.spans.map((s, i) => (i === index ? { ...s, ...span } : s)) });
  const spanProblem = (index: number) =>
    problems.get(`spans.${index}`) ?? problems.get(`spans.${index}.from`) ?? problems.get(`spans.${index}.till`);
  return (
    <Stack spacing={1.5} data-testid="schedule-fields">
      <TextField
        select
        id="item-schedule-kind"
        label={t('playlists.schedule.label')}
        value={value.kind}
        disabled={disabled}
        error={problems.has('kind')}
        helperText={
          problems.get('kind') ??
          (value.kind === 'open' || value.kind === 'closed' ? t('playlists.schedule.hoursHint') : undefined)
        }
        onChange={(event) => onChange({ ...value, kind: event.target.value as ItemSchedule['kind'] })}
      >
        {KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`playlists.schedule.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.kind === 'times' ? (
        <>
          <FormControl error={problems.has('days')} disabled={disabled}>
            <FormLabel sx={{ mb: 0.5 }}>{t('playlists.schedule.days')}</FormLabel>
            <ToggleButtonGroup
              size="small"
              value={value.days}
              disabled={disabled}
              aria-label={t('playlists.schedule.days')}
              onChange={(_event, days: Weekday[]) =>
                onChange({ ...value, days: WEEKDAYS.filter((day) => days.includes(day)) })
              }
            >
              {WEEKDAYS.map((day) => (
                <ToggleButton key={day} value={day} sx={{ minWidth: 44 }}>
                  {WEEKDAY_LABELS[day]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {problems.has('days') ? <FormHelperText>{problems.get('days')}</FormHelperText> : null}
          </FormControl>
          {value.spans.map((span, index) => (
            // spans have no identity of their own; their place in the list is it
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Stack key={index} spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  id={`item-span-${index}-from`}
                  label={t('playlists.schedule.from')}
                  value={span.from}
                  disabled={disabled}
                  size="small"
                  error={problems.has(`spans.${index}.from`) || problems.has(`spans.${index}`)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: 'HH:MM' } }}
                  onChange={(event) => setSpan(index, { from: event.target.value.trim() })}
                  sx={{ width: 130 }}
                />
                <span aria-hidden="true">–</span>
                <TextField
                  id={`item-span-${index}-till`}
                  label={t('playlists.schedule.till')}
                  value={span.till}
                  disabled={disabled}
                  size="small"
                  error={problems.has(`spans.${index}.till`) || problems.has(`spans.${index}`)}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      placeholder: 'HH:MM',
                      'aria-describedby': spanProblem(index) ? `item-span-${index}-problem` : undefined,
                    },
                  }}
                  onChange={(event) => setSpan(index, { till: event.target.value.trim() })}
                  sx={{ width: 130 }}
                />
                <IconButton
                  aria-label={t('playlists.schedule.removeSpan', { n: index + 1 })}
                  disabled={disabled || value.spans.length <= 1}
                  onClick={() => onChange({ ...value, spans: value.spans.filter((_s, i) => i !== index) })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
              {spanProblem(index) ? (
                <FormHelperText error id={`item-span-${index}-problem`}>
                  {spanProblem(index)}
                </FormHelperText>
              ) : null}
            </Stack>
          ))}
          <FormHelperText>{t('playlists.schedule.timeHint')}</FormHelperText>
          {problems.has('spans') ? (
            <FormHelperText error data-testid="schedule-spans-error">
              {problems.get('spans')}
            </FormHelperText>
          ) : null}
          <Button
            size="small"
            startIcon={<AddIcon />}
            sx={{ alignSelf: 'flex-start' }}
            disabled={disabled || value.spans.length >= MAX_SPANS_PER_DAY}
            onClick={() => onChange({ ...value, spans: addSpan(value.spans) })}
          >
            {t('playlists.schedule.addSpan')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
