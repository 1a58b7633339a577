import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Hotel } from '@signage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { HotelStars } from './hotel-stars';
import { HotelThumb } from './hotel-thumb';

/** Name, stars, place, provider and GIATA-ID of a hotel; the 'Drive' button when the hotel has a directory page. */
export function HotelHeader({ hotel, start, end }: { hotel: Hotel; start?: ReactNode; end?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(hotel.name);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1.5, flexWrap: 'wrap' }}>
      {start}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <HotelThumb src={hotel.thumb} width={96} height={64} />
      </Box>
      <Stack sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {hotel.name}
        </Typography>
        <HotelStars stars={hotel.stars} />
        <Typography color="text.secondary">{[hotel.country, hotel.region].filter(Boolean).join(' · ')}</Typography>
        <Stack direction="row" sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
          {hotel.provider && <Chip size="small" label={`${t('hotels.provider')}: ${hotel.provider}`} />}
          <Chip size="small" variant="outlined" label={`${t('hotels.giataLabel')}: ${hotel.gid}`} />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
        {hotel.driveUrl && (
          <Button
            variant="outlined"
            href={hotel.driveUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {t('hotels.drive')}
          </Button>
        )}
        {end}
      </Stack>
    </Stack>
  );
}
