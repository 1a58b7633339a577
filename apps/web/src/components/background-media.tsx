import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const VIDEO = /\.(mp4|mov|mpeg|mpg)$/i;

/** Whether a location picture URL (SPEC §5 stage picture: mp4, jpg, png, mov, mpeg) is a video. */
export const isVideoBackground = (url: string) => VIDEO.test(new URL(url, 'http://x').pathname);

interface Props {
  url: string;
  alt?: string;
  sx?: SxProps<Theme>;
  draggable?: boolean;
  /** The picture's own size once known (image loaded, video metadata read). */
  onNatural?: (size: { width: number; height: number }) => void;
}

/** The location (shop-window) picture: an image, or a video played muted in a loop like a moving picture. */
export function BackgroundMedia({ url, alt = '', sx, draggable, onNatural }: Props) {
  if (isVideoBackground(url)) {
    return (
      <Box
        component="video"
        src={url}
        aria-label={alt || undefined}
        data-testid="background-video"
        autoPlay
        muted
        loop
        playsInline
        draggable={draggable}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget as HTMLVideoElement;
          onNatural?.({ width: video.videoWidth, height: video.videoHeight });
        }}
        sx={sx}
      />
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      draggable={draggable}
      onLoad={(event) => {
        const img = event.currentTarget as HTMLImageElement;
        onNatural?.({ width: img.naturalWidth, height: img.naturalHeight });
      }}
      sx={sx}
    />
  );
}
