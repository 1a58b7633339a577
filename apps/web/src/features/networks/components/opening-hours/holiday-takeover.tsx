import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GERMAN_STATES, type GermanState } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  state: GermanState | '';
  onState: (state: GermanState | '') => void;
  /** Adds the holidays; returns how many days were new. */
  onTakeOver: (state: GermanState, year: number) => number;
  defaultYear: number;
  error?: string;
}

const STATES = Object.entries(GERMAN_STATES) as Array<[GermanState, string]>;

/** 'Feiertage übernehmen': the state's public holidays of a year as closed days in the exceptions list. */
export function HolidayTakeover({ state, onState, onTakeOver, defaultYear, error }: Props) {
  const { t } = useTranslation();
  const [year, setYear] = useState(String(defaultYear));
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ state?: string; year?: string }>({});

  const takeOver = () => {
    const number = Number(year);
    const next = {
      state: state ? undefined : t('openingHours.holidays.chooseState'),
      year:
        Number.isInteger(number) && number >= 2000 && number <= 2100
          ? undefined
          : t('openingHours.holidays.yearInvalid'),
    };
    setProblem(next);
    setMessage(null);
    if (!state || next.year) return;
    const added = onTakeOver(state, number);
    setMessage(added > 0 ? t('openingHours.holidays.added', { count: added }) : t('openingHours.holidays.noneAdded'));
  };

  return (
    <Stack spacing={1} data-testid="holiday-takeover">
      <Typography variant="subtitle1" component="h3">
        {t('openingHours.holidays.title')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('openingHours.holidays.state')}
          value={state}
          onChange={(event) => onState(event.target.value as GermanState | '')}
          error={Boolean(problem.state ?? error)}
          helperText={problem.state ?? error ?? t('openingHours.holidays.hint')}
          sx={{ width: 280 }}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'holiday-state' } as object },
          }}
        >
          <MenuItem value="">–</MenuItem>
          {STATES.map(([code, name]) => (
            <MenuItem key={code} value={code}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('openingHours.holidays.year')}
          value={year}
          onChange={(event) => setYear(event.target.value)}
          error={Boolean(problem.year)}
          helperText={problem.year}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, 'data-testid': 'holiday-year' } }}
        />
        <Button variant="outlined" onClick={takeOver} sx={{ mt: 0.25 }}>
          {t('openingHours.holidays.button')}
        </Button>
      </Stack>
      {message ? (
        <Typography role="status" color="success.main" data-testid="holiday-message">
          {message}
        </Typography>
      ) : null}
    </Stack>
  );
}
