import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HotelSummary } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHotel } from '../../../api/hotels/hotel-hooks';
import { LoadingState } from '../../../components/query-state';
import { HotelDetail } from '../components/hotel-detail';
import { HotelError } from '../components/hotel-error';
import { HotelResultList } from '../components/hotel-result-list';
import { HotelSearchBar } from '../components/hotel-search-bar';
import { HOTEL_TAB, type HotelTab, parseTab } from '../lib/hotel-view';
import { useHotelFinder } from '../lib/use-hotel-finder';

/**
 * /oc/index (SPEC §2 "Hotel viewer"): the search with its result list; a hotel opens in the same page
 * (query `gid`, `vc` = its provider, `tab` = 0 Bilder, 1 Karte, 2 Details, 3 back to the list, 4 Klima).
 * Without login via the location's offer `code` in the query.
 */
export function HotelSearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const finder = useHotelFinder();
  const gid = params.get('gid');
  const vc = params.get('vc') || undefined;
  const tab = parseTab(params.get('tab'));
  const showHotel = gid !== null && tab !== HOTEL_TAB.list;
  const hotel = useHotel(showHotel ? { gid, vc } : null, finder.code);

  const navigate = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const open = (summary: HotelSummary) =>
    navigate({ gid: summary.gid, vc: summary.provider || null, tab: String(HOTEL_TAB.details) });
  const showTab = (next: HotelTab) => navigate({ tab: String(next) });
  const backToList = () => navigate({ tab: String(HOTEL_TAB.list) });

  const results = finder.results.data ?? [];
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {showHotel ? (
        <>
          {hotel.isPending && <LoadingState />}
          {hotel.isError && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <HotelError message={t('hotels.hotelFailed')} error={hotel.error} />
              <Button startIcon={<ArrowBackIcon />} onClick={backToList}>
                {t('hotels.backToList')}
              </Button>
            </Stack>
          )}
          {hotel.data && <HotelDetail hotel={hotel.data} tab={tab} onTab={showTab} onBack={backToList} />}
        </>
      ) : (
        <>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('pages.hotelSearch')}
          </Typography>
          <HotelSearchBar finder={finder} />
          {finder.name === '' && <Typography color="text.secondary">{t('hotels.typeToSearch')}</Typography>}
          {finder.name !== '' && finder.results.isSuccess && results.length === 0 && (
            <Typography data-testid="hotel-none">{t('hotels.none')}</Typography>
          )}
          {finder.name !== '' && results.length > 0 && <HotelResultList hotels={results} onOpen={open} />}
        </>
      )}
    </Container>
  );
}
