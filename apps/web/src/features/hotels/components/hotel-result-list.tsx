import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { HotelSummary } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { HotelStars } from './hotel-stars';
import { HotelThumb } from './hotel-thumb';

/** /oc/index: the results as cards (thumbnail, name, stars, country/region, provider); a grid on wide screens. */
export function HotelResultList({
  hotels,
  onOpen,
}: {
  hotels: readonly HotelSummary[];
  onOpen: (hotel: HotelSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('hotels.results')}
      data-testid="hotel-results"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(380px, 1fr))' },
      }}
    >
      {hotels.map((hotel) => (
        <li key={`${hotel.gid}-${hotel.provider}`}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              onClick={() => onOpen(hotel)}
              sx={{ display: 'flex', justifyContent: 'flex-start', gap: 2, p: 1.5, height: '100%' }}
            >
              <HotelThumb src={hotel.thumb} width={128} height={88} />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                  {hotel.name}
                </Typography>
                <HotelStars stars={hotel.stars} />
                <Typography variant="body2" color="text.secondary" noWrap>
                  {[hotel.country, hotel.region].filter(Boolean).join(' · ')}
                </Typography>
                {hotel.provider && (
                  <Chip size="small" label={hotel.provider} variant="outlined" sx={{ mt: 0.75, maxWidth: '100%' }} />
                )}
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
