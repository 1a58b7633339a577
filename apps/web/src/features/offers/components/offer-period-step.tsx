import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  checkOfferPeriod,
  formatOfferDate,
  type OfferMode,
  parseOfferDate,
  type ValidityWindow,
} from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Step 3: 'von' / 'bis' as DD.MM.YYYY text, checked with the shared rules (SPEC §5) before
 * 'Angebot hinzufügen'; an end after the departure is reset to it with the notice.
 */
export function OfferPeriodStep(props: {
  mode: OfferMode;
  from: string;
  till: string;
  departure: string | null;
  busy: boolean;
  onAdd: (window: ValidityWindow) => void;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState(props.from);
  const [end, setEnd] = useState(props.till);
  const [problem, setProblem] = useState<{ field: 'start' | 'end'; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = () => {
    const departure = props.departure ? parseOfferDate(props.departure) : null;
    const checked = checkOfferPeriod({ mode: props.mode, start, end, departure });
    setNotice(null);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setProblem(null);
    if (checked.notice) {
      setNotice(checked.notice);
      setEnd(formatOfferDate(checked.period.end));
    }
    props.onAdd(checked.window);
  };
  const field = (name: 'start' | 'end', label: string, value: string, set: (v: string) => void) => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={problem?.field === name}
      helperText={problem?.field === name ? problem.message : t('offers.dateHint')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      sx={{ width: 220 }}
    />
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {field('start', t('offers.from'), start, setStart)}
        {field('end', t('offers.till'), end, setEnd)}
      </Stack>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <div>
        <Button variant="contained" onClick={submit} disabled={props.busy}>
          {t('offers.add')}
        </Button>
      </div>
    </Stack>
  );
}
