import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT, DateLocalization } from '../../../components/date-localization';

interface Props {
  /** The chosen moment (epoch ms); null: now. */
  value: number | null;
  onChange: (moment: number | null) => void;
}

/** 'Vorschau für …' a date and time; the stage shows the loop that plays then. */
export function MomentField({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DateLocalization>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="preview-moment">
        <DesktopDateTimePicker
          label={t('stagePreview.moment.at')}
          value={value === null ? null : dayjs(value)}
          format={DATE_TIME_FORMAT}
          ampm={false}
          onChange={(next) => {
            if (next === null) onChange(null);
            else if (next.isValid()) onChange(next.valueOf());
          }}
          slotProps={{
            textField: {
              id: 'preview-moment-field',
              size: 'small',
              helperText:
                value === null
                  ? t('stagePreview.moment.atHint')
                  : t('stagePreview.moment.notNow', {
                      date: dayjs(value)
                        .locale(i18n.resolvedLanguage === 'en' ? 'en' : 'de')
                        .format('dddd, DD.MM.YYYY HH:mm'),
                    }),
              sx: { minWidth: 260 },
            },
          }}
        />
        <Button
          size="small"
          disabled={value === null}
          onClick={() => onChange(null)}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        >
          {t('stagePreview.moment.now')}
        </Button>
      </Stack>
    </DateLocalization>
  );
}
