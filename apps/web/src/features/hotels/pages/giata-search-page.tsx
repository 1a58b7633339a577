import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HotelSearchBar } from '../components/hotel-search-bar';
import { giataPath, searchOf, withCode } from '../lib/hotel-view';
import { useHotelFinder } from '../lib/use-hotel-finder';

/** /ga/index: the search as a table (Name, Anbieter, GiataID); a row opens /ga/index/{giataId}/{provider}. */
export function GiataSearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.giataSearch'));
  const finder = useHotelFinder();
  // the list's search travels with a hotel's link, so its close icon comes back to the same list
  const search = searchOf({ get: (name) => (name === 'q' ? finder.name : name === 'country' ? finder.country : null) });
  const results = finder.results.data ?? [];
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('pages.giataSearch')}
      </Typography>
      <HotelSearchBar finder={finder} />
      {finder.name === '' && <Typography color="text.secondary">{t('hotels.typeToSearch')}</Typography>}
      {finder.name !== '' && finder.results.isSuccess && results.length === 0 && (
        <Typography data-testid="hotel-none">{t('hotels.none')}</Typography>
      )}
      {finder.name !== '' && results.length > 0 && (
        <TableContainer>
          <Table size="small" data-testid="giata-results">
            <TableHead>
              <TableRow>
                <TableCell>{t('hotels.name')}</TableCell>
                <TableCell>{t('hotels.provider')}</TableCell>
                <TableCell>{t('hotels.giataId')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((hotel) => (
                <TableRow key={`${hotel.gid}-${hotel.provider}`} hover>
                  <TableCell>
                    <RouterLink
                      to={withCode(giataPath(hotel.gid, hotel.provider || undefined), finder.code, search)}
                      style={{ color: 'inherit', fontWeight: 500 }}
                    >
                      {hotel.name}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{hotel.provider}</TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{hotel.gid}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Container>
  );
}
