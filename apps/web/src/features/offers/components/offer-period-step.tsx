import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import {
  checkOfferPeriod,
  formatOfferDate,
  type OfferMode,
  parseOfferDate,
  type ValidityWindow,
} from '@signage/shared';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../../components/date-localization';
import { offerDateText, offerDateValue } from '../lib/offer-date-value';

/** SPEC §9: the offer tool's dates read DD.MM.YYYY, whatever the language. */
const OFFER_DATE_FORMAT = 'DD.MM.YYYY';

/**
 * Step 3: 'von' / 'bis' as date pickers (typed DD.MM.YYYY or picked in the calendar), checked as
 * DD.MM.YYYY text with the shared rules (SPEC §5) before 'Angebot hinzufügen'; an end after the
 * departure is reset to it and a 'von' before today to today, each with its notice.
 */
export function OfferPeriodStep(props: {
  mode: OfferMode;
  from: string;
  /** The location's zone: 'von' 00:00 and 'bis' 23:59 there. */
  timeZone: string;
  till: string;
  departure: string | null;
  busy: boolean;
  onAdd: (window: ValidityWindow) => void;
  /** The dates were refused: an earlier add's result no longer applies. */
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState(() => offerDateValue(props.from));
  const [end, setEnd] = useState(() => offerDateValue(props.till));
  const [problem, setProblem] = useState<{ field: 'start' | 'end'; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = () => {
    const departure = props.departure ? parseOfferDate(props.departure) : null;
    const checked = checkOfferPeriod({
      mode: props.mode,
      start: offerDateText(start),
      end: offerDateText(end),
      departure,
      timeZone: props.timeZone,
      // 'from' is today in the location's zone (prepareLogin): an earlier 'von' starts today
      today: parseOfferDate(props.from),
    });
    setNotice(null);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      props.onRefused();
      return;
    }
    setProblem(null);
    if (checked.notice) {
      setNotice(checked.notice);
      setStart(offerDateValue(formatOfferDate(checked.period.start)));
      setEnd(offerDateValue(formatOfferDate(checked.period.end)));
    }
    props.onAdd(checked.window);
  };
  const field = (name: 'start' | 'end', label: string, value: Dayjs | null, set: (v: Dayjs | null) => void) => (
    <DesktopDatePicker
      label={label}
      value={value}
      onChange={(next) => {
        set(next);
        // the rules' message stays until the field it names is changed
        if (problem?.field === name) setProblem(null);
      }}
      format={OFFER_DATE_FORMAT}
      slotProps={{
        textField: {
          // red only with one of the rules' messages (not for a half typed date before 'Angebot hinzufügen')
          error: problem?.field === name,
          helperText: problem?.field === name ? problem.message : t('offers.dateHint'),
          sx: { width: 220 },
        },
      }}
    />
  );
  return (
    <Stack spacing={2}>
      <DateLocalization>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {field('start', t('offers.from'), start, setStart)}
          {field('end', t('offers.till'), end, setEnd)}
        </Stack>
      </DateLocalization>
      {notice && (
        <Alert severity="warning" sx={{ whiteSpace: 'pre-line' }} data-testid="offer-period-notice">
          {notice}
        </Alert>
      )}
      <div>
        <Button variant="contained" onClick={submit} disabled={props.busy}>
          {t('offers.add')}
        </Button>
      </div>
    </Stack>
  );
}
