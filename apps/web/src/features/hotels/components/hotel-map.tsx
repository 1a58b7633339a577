import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Hotel } from '@signage/shared';
import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';

/** Where the pin's tip is in the icon (the hotel's position): bottom centre of the 32×42 pin. */
export const MARKER_ANCHOR: [number, number] = [16, 42];

/**
 * The marker is an own inline SVG pin: Leaflet's default icon loads PNGs by URLs that Vite's bundle
 * breaks, and nothing may come from a CDN.
 */
const hotelIcon = divIcon({
  className: 'hotel-map-marker',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
<path d="M16 1C7.7 1 1 7.7 1 16c0 11 15 25 15 25s15-14 15-25C31 7.7 24.3 1 16 1z" fill="#c62828" stroke="#fff" stroke-width="2"/>
<circle cx="16" cy="16" r="6" fill="#fff"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: MARKER_ANCHOR,
});

/**
 * Karte: raster tiles of the configured source (MAP_TILE_URL) and the hotel's pin; the zoom buttons speak
 * German, and tiles that cannot be loaded are said so (the pin stays).
 */
export function HotelMap({ map, height = '60vh' }: { map: NonNullable<Hotel['map']>; height?: string }) {
  const { t } = useTranslation();
  const position: [number, number] = [map.latitude, map.longitude];
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);
  return (
    <Stack spacing={1}>
      {tilesFailed && (
        <Alert severity="warning" data-testid="hotel-map-tiles-failed">
          {t('hotels.mapTilesFailed')}
        </Alert>
      )}
      <Box
        data-testid="hotel-map"
        sx={{
          height,
          minHeight: 320,
          borderRadius: 1,
          overflow: 'hidden',
          '& .hotel-map-marker': { bgcolor: 'transparent' },
          // Leaflet's attribution (light blue on a translucent white over the tiles) is too faint to read (WCAG 1.4.3).
          '& .leaflet-control-attribution': { bgcolor: 'common.white', color: 'text.primary' },
          '& .leaflet-control-attribution a': { color: 'primary.main' },
        }}
      >
        <MapContainer
          center={position}
          zoom={map.zoom}
          scrollWheelZoom={false}
          zoomControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          <ZoomControl zoomInTitle={t('hotels.mapZoomIn')} zoomOutTitle={t('hotels.mapZoomOut')} />
          <TileLayer url={map.tileUrl} attribution={map.attribution} eventHandlers={tileEvents} />
          <Marker position={position} icon={hotelIcon} title={t('hotels.marker')} alt={t('hotels.marker')} />
        </MapContainer>
      </Box>
    </Stack>
  );
}
