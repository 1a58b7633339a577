import Typography from '@mui/material/Typography';
import type { Hotel } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { HOTEL_TAB, type HotelTab } from '../lib/hotel-view';
import { HotelTexts } from './hotel-texts';
import { LazyHotelClimate, LazyHotelGallery, LazyHotelMap, PanelSuspense } from './lazy-panels';

/** The content of one tab (Bilder, Karte, Details, Klima); shown only while its tab is open. */
export function HotelPanel({ hotel, tab, large = false }: { hotel: Hotel; tab: HotelTab; large?: boolean }) {
  const { t } = useTranslation();
  const note = (key: 'hotels.noMap' | 'hotels.noClimate') => <Typography color="text.secondary">{t(key)}</Typography>;
  switch (tab) {
    case HOTEL_TAB.images:
      return (
        <PanelSuspense>
          <LazyHotelGallery images={hotel.imageList} large={large} />
        </PanelSuspense>
      );
    case HOTEL_TAB.map:
      return hotel.map ? (
        <PanelSuspense>
          <LazyHotelMap map={hotel.map} height={large ? '50vh' : '65vh'} />
        </PanelSuspense>
      ) : (
        note('hotels.noMap')
      );
    case HOTEL_TAB.climate:
      return hotel.clima ? (
        <PanelSuspense>
          <LazyHotelClimate clima={hotel.clima} />
        </PanelSuspense>
      ) : (
        note('hotels.noClimate')
      );
    default:
      return <HotelTexts hotel={hotel} />;
  }
}
