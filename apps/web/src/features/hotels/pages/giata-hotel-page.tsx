import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useHotel } from '../../../api/hotels/hotel-hooks';
import { LoadingState } from '../../../components/query-state';
import { HotelError } from '../components/hotel-error';
import { HotelHeader } from '../components/hotel-header';
import { HotelPanel } from '../components/hotel-panel';
import { HOTEL_TAB, searchOf, withCode } from '../lib/hotel-view';

function Section({ title, children, sx }: { title: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Paper component="section" variant="outlined" sx={[{ p: { xs: 1.5, md: 2.5 } }, ...(sx ? [sx].flat() : [])]}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /ga/index/{giataId}[/{provider}]: the hotel's overview on one page (POST hotel with gid and vc = provider):
 * provider, GIATA-ID, pictures, map, description with address and links, climate; the close icon goes
 * back to /ga/index with the search it came from.
 */
export function GiataHotelPage() {
  const { t } = useTranslation();
  const { giataId = '', provider } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const hotel = useHotel({ gid: giataId, vc: provider || undefined }, code);
  const close = (
    <IconButton
      component={RouterLink}
      to={withCode('/ga/index', code, searchOf(params))}
      aria-label={t('hotels.close')}
    >
      <CloseIcon />
    </IconButton>
  );
  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }} data-testid="giata-overview">
      {hotel.isPending && <LoadingState />}
      {hotel.isError && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <HotelError message={t('hotels.hotelFailed')} error={hotel.error} />
          </Box>
          {close}
        </Box>
      )}
      {hotel.data && (
        <>
          <HotelHeader hotel={hotel.data} end={close} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <Section title={t('hotels.tabImages')} sx={{ gridRow: { lg: 'span 2' } }}>
              <HotelPanel hotel={hotel.data} tab={HOTEL_TAB.images} large />
            </Section>
            <Section title={t('hotels.tabMap')}>
              <HotelPanel hotel={hotel.data} tab={HOTEL_TAB.map} large />
            </Section>
            <Section title={t('hotels.description')}>
              <HotelPanel hotel={hotel.data} tab={HOTEL_TAB.details} />
            </Section>
            <Section title={t('hotels.tabClimate')} sx={{ gridColumn: { lg: '1 / -1' } }}>
              <HotelPanel hotel={hotel.data} tab={HOTEL_TAB.climate} />
            </Section>
          </Box>
        </>
      )}
    </Container>
  );
}
