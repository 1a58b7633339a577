import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';
import { hotelStarsView } from '../lib/hotel-stars';

/**
 * A hotel's category as stars (MUI Rating, read-only: one element with role img and the German label
 * '3,5 Sterne'); only as many stars as the hotel has, half ones included. Nothing when the category is unknown.
 */
export function HotelStars({ stars, size = 'small' }: { stars: number | null; size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation();
  const view = hotelStarsView(t, i18n.language, stars);
  if (!view) return null;
  return (
    <Rating
      readOnly
      value={view.value}
      max={Math.ceil(view.value)}
      precision={0.5}
      size={size}
      getLabelText={() => view.label}
      data-testid="hotel-stars"
      sx={{ color: 'warning.main', verticalAlign: 'middle' }}
    />
  );
}
