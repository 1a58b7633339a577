import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import type { HotelFinder } from '../lib/use-hotel-finder';
import { HotelError } from './hotel-error';

/** Search text and the optional country filter, with a thin progress bar while the server answers. */
export function HotelSearchBar({ finder }: { finder: HotelFinder }) {
  const { t } = useTranslation();
  const countries = finder.countries.data ?? [];
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <SearchField label={t('hotels.search')} value={finder.text} onSearch={finder.setText} fullWidth autoFocus />
        <TextField
          select
          label={t('hotels.country')}
          value={countries.some((c) => c.s === finder.country) ? finder.country : ''}
          onChange={(e) => finder.setCountry(e.target.value)}
          sx={{ minWidth: { sm: 220 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="hotel-country"
        >
          <MenuItem value="">{t('hotels.allCountries')}</MenuItem>
          {countries.map((c) => (
            <MenuItem key={c.s} value={c.s}>
              {c.n}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {finder.results.isFetching && <LinearProgress aria-label={t('app.loading')} />}
      {finder.results.isError && <HotelError message={t('hotels.failed')} error={finder.results.error} />}
    </Stack>
  );
}
