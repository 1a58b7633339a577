import Stack from '@mui/material/Stack';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, DateLocalization } from '../../../components/date-localization';

interface Props {
  from: number | null;
  till: number | null;
  onChange: (change: { from?: number | null; till?: number | null }) => void;
  disabled?: boolean;
  /** Shown under 'bis' (e.g. the window ends before it starts). */
  error?: string;
}

const toMs = (value: dayjs.Dayjs | null) => (value?.isValid() ? value.valueOf() : null);

/** Validity 'von' and 'bis' with German date-time pickers (German locale: DateLocalization). */
export function ValidityFields({ from, till, onChange, disabled = false, error }: Props) {
  const { t } = useTranslation();
  return (
    <DateLocalization>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDateTimePicker
          label={t('playlists.settings.from')}
          value={from === null ? null : dayjs(from)}
          format={DATE_TIME_FORMAT}
          ampm={false}
          disabled={disabled}
          onChange={(value) => onChange({ from: toMs(value) })}
          slotProps={{ textField: { id: 'item-active-from', fullWidth: true } }}
        />
        <DesktopDateTimePicker
          label={t('playlists.settings.till')}
          value={till === null ? null : dayjs(till)}
          format={DATE_TIME_FORMAT}
          ampm={false}
          disabled={disabled}
          onChange={(value) => onChange({ till: toMs(value) })}
          slotProps={{
            textField: { id: 'item-active-till', fullWidth: true, error: Boolean(error), helperText: error },
          }}
        />
      </Stack>
    </DateLocalization>
  );
}
