import LanguageIcon from '@mui/icons-material/Language';
import MovieIcon from '@mui/icons-material/Movie';
import TvOffIcon from '@mui/icons-material/TvOff';
import Box from '@mui/material/Box';
import { hasUsableThumb, type PlaylistItem } from '@signage/shared';

/** Thumbnail of an item (its stored thumbnail, the image itself, or a type icon). */
export function CurrentThumb({ item, label }: { item: PlaylistItem | null; label: string }) {
  const sx = {
    width: '100%',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    display: 'block',
    bgcolor: 'grey.900',
  } as const;
  if (item && hasUsableThumb(item.thumb))
    return <Box component="img" src={item.thumb ?? undefined} alt={label} sx={sx} />;
  if (item?.type === 'IMAGE' && item.url)
    return <Box component="img" src={item.url} alt={label} loading="lazy" sx={sx} />;
  const Icon = !item ? TvOffIcon : item.type === 'VIDEO' ? MovieIcon : LanguageIcon;
  return (
    <Box sx={{ ...sx, display: 'grid', placeItems: 'center', color: 'grey.400' }} role="img" aria-label={label}>
      <Icon fontSize="large" />
    </Box>
  );
}
