import { lazy, type ReactNode, Suspense } from 'react';
import { LoadingState } from '../../../components/query-state';

/** Map, charts and the viewer are big: their code loads when a hotel shows them, not with the search. */
export const LazyHotelGallery = lazy(() => import('./hotel-gallery').then((m) => ({ default: m.HotelGallery })));
export const LazyHotelMap = lazy(() => import('./hotel-map').then((m) => ({ default: m.HotelMap })));
export const LazyHotelClimate = lazy(() => import('./hotel-climate').then((m) => ({ default: m.HotelClimate })));

export function PanelSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState />}>{children}</Suspense>;
}
