import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §9: the pickers show and take DD.MM.YYYY HH:mm. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';

/**
 * The LocalizationProvider every MUI X date picker of the app sits in (dayjs, German 'de' unless the
 * user chose English): texts of the pickers ('Tag', 'Monat', calendar buttons) and week start. Each picker
 * form wraps itself in it (not the whole app): the pickers and dayjs stay out of the /login bundle.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.resolvedLanguage === 'en';
  const localeText = (english ? enUS : deDE).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={english ? 'en' : 'de'} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
