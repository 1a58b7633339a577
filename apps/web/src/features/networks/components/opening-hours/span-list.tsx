import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TimeSpan } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { setSpan, withoutSpan } from '../../lib/opening-hours-form';

interface Props {
  spans: TimeSpan[];
  onChange: (spans: TimeSpan[]) => void;
  /** Field key of the list ('weekly.mo', 'exceptions.2.spans'); a span's fields are `${prefix}.${i}.from` etc. */
  prefix: string;
  errors: Record<string, string>;
  disabled: boolean;
  /** Names the day in the fields' labels for screen readers ('Montag'). */
  label: string;
}

/** The spans of one day: 'von'/'bis' as HH:MM (24:00 is the end of the day) and a remove button each. */
export function SpanList({ spans, onChange, prefix, errors, disabled, label }: Props) {
  const { t } = useTranslation();
  const field = (index: number, part: 'from' | 'till') => {
    const key = `${prefix}.${index}.${part}`;
    // An overlap is reported on the span itself; show it under its 'bis'.
    const error = errors[key] ?? (part === 'till' ? errors[`${prefix}.${index}`] : undefined);
    return (
      <TextField
        size="small"
        label={t(`openingHours.${part}`)}
        value={spans[index]?.[part] ?? ''}
        onChange={(event) => onChange(setSpan(spans, index, { [part]: event.target.value }))}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        placeholder="HH:MM"
        sx={{ width: error ? 220 : 96 }}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            maxLength: 5,
            'aria-label': `${label} ${t(`openingHours.${part}`)} ${index + 1}`,
            'data-testid': `span-${key}`,
          },
        }}
      />
    );
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      {spans.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a span has no identity but its place in the day
        <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {field(index, 'from')}
          {field(index, 'till')}
          {disabled ? null : (
            <IconButton
              size="small"
              aria-label={`${t('openingHours.removeSpan')} (${label} ${index + 1})`}
              onClick={() => onChange(withoutSpan(spans, index))}
              sx={{ mt: 0.5 }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
