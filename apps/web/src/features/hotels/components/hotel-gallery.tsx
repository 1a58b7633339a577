import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { HotelImage } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { groupPictures, largestVariant, pickVariant, srcSetOf } from '../lib/hotel-images';

/** Tile widths of the gallery grid (the overview shows its pictures larger). */
const TILE = { normal: 260, large: 420 } as const;

/**
 * Bilder: one tile per picture (lazy, `srcset` + `sizes`, so the browser loads the resolution that fills
 * the tile on this screen); a click opens the fullscreen viewer (arrows, Escape, swipe) with every
 * resolution as its srcSet, from which it takes the best one for the screen.
 */
export function HotelGallery({ images, large = false }: { images: readonly HotelImage[]; large?: boolean }) {
  const { t } = useTranslation();
  const pictures = useMemo(() => groupPictures(images), [images]);
  const [open, setOpen] = useState<number | null>(null);
  const tile = large ? TILE.large : TILE.normal;
  const slides = useMemo(
    () =>
      pictures.map((picture) => {
        const best = largestVariant(picture);
        return {
          src: best.url,
          width: best.meta.width,
          height: best.meta.height,
          alt: picture.typ,
          srcSet: picture.variants.map((v) => ({ src: v.url, width: v.meta.width, height: v.meta.height })),
        };
      }),
    [pictures],
  );

  if (pictures.length === 0) return <Typography color="text.secondary">{t('hotels.noImages')}</Typography>;
  return (
    <>
      <Box
        data-testid="hotel-gallery"
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(auto-fill, minmax(${tile - 60}px, 1fr))` },
        }}
      >
        {pictures.map((picture, index) => {
          // fallback src for browsers without srcset: the smallest that fills a tile on a standard screen
          const fallback = pickVariant(picture.variants, tile);
          const label = t('hotels.picture', { number: index + 1, count: pictures.length, typ: picture.typ });
          return (
            <ButtonBase
              key={picture.id}
              onClick={() => setOpen(index)}
              aria-label={t('hotels.openPicture', { number: index + 1 })}
              sx={{ borderRadius: 1, overflow: 'hidden', aspectRatio: '3 / 2', bgcolor: 'action.hover' }}
            >
              <Box
                component="img"
                src={fallback.url}
                srcSet={srcSetOf(picture.variants)}
                sizes={`(max-width: 600px) 50vw, ${tile}px`}
                loading="lazy"
                alt={label}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          );
        })}
      </Box>
      <Lightbox
        open={open !== null}
        index={open ?? 0}
        close={() => setOpen(null)}
        slides={slides}
        on={{ view: ({ index }) => setOpen(index) }}
        labels={{
          Previous: t('hotels.viewerPrevious'),
          Next: t('hotels.viewerNext'),
          Close: t('hotels.close'),
          Lightbox: t('hotels.viewerLabel'),
          Slide: t('hotels.viewerSlide'),
          Carousel: t('hotels.viewerCarousel'),
          'Photo gallery': t('hotels.viewerCarousel'),
          '{index} of {total}': t('hotels.viewerCounter'),
        }}
      />
    </>
  );
}
