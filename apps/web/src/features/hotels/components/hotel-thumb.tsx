import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import { useState } from 'react';

/** A hotel's small picture; when there is none or its host does not answer, a quiet icon instead. */
export function HotelThumb({ src, width, height }: { src: string | null; width: number; height: number }) {
  const [broken, setBroken] = useState(false);
  const box = { width, height, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover' } as const;
  if (!src || broken) {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
        <HotelIcon />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  );
}
