import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewNotices } from '../lib/offer-notices';

export type OfferImageSide = 'v' | 'h';

/**
 * One rendered offer image, scaled into its box (vertical 9:16, horizontal 16:9); opens full screen and
 * downloads as offer{id}v.png / offer{id}h.png.
 */
export function OfferImage({ side, src, offerId }: { side: OfferImageSide; src: string; offerId: string }) {
  const { t } = useTranslation();
  const [full, setFull] = useState(false);
  const label = t(side === 'v' ? 'offers.vertical' : 'offers.horizontal');
  const ratio = side === 'v' ? '9 / 16' : '16 / 9';
  return (
    <Paper variant="outlined" sx={{ p: 1, flex: side === 'v' ? '0 1 300px' : '1 1 520px', minWidth: 0 }}>
      <Typography variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      <Box sx={{ aspectRatio: ratio, bgcolor: 'grey.200', display: 'flex' }}>
        {src && (
          <Box
            component="img"
            src={src}
            alt={label}
            data-testid={`offer-image-${side}`}
            onClick={() => setFull(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', cursor: 'zoom-in' }}
          />
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" startIcon={<FullscreenIcon />} disabled={!src} onClick={() => setFull(true)}>
          {t('offers.fullscreen')}
        </Button>
        <Button
          size="small"
          component="a"
          startIcon={<DownloadIcon />}
          disabled={!src}
          href={src}
          download={`offer${offerId}${side}.png`}
        >
          {t('offers.download')}
        </Button>
      </Stack>
      <Dialog fullScreen open={full} onClose={() => setFull(false)} aria-label={label}>
        <Box sx={{ bgcolor: 'common.black', height: '100%', display: 'flex', position: 'relative' }}>
          <Box component="img" src={src} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
          <IconButton
            aria-label={t('offers.close')}
            onClick={() => setFull(false)}
            sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      </Dialog>
    </Paper>
  );
}

/** Both images side by side, wrapping on narrow screens. */
export function OfferImagePair({ imageV, imageH, offerId }: { imageV: string; imageH: string; offerId: string }) {
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <OfferImage side="v" src={imageV} offerId={offerId} />
      <OfferImage side="h" src={imageH} offerId={offerId} />
    </Stack>
  );
}

/** SPEC §8: the preview errors (error, errorH) in a read-only text area, each notice once. */
export function OfferImageErrors({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  const text = previewNotices(errors).join('\n');
  if (!text) return null;
  return (
    <Box
      component="textarea"
      readOnly
      value={text}
      aria-label={t('offers.previewErrors')}
      rows={Math.min(6, text.split('\n').length + 1)}
      sx={{ width: '100%', mt: 2, p: 1, fontFamily: 'monospace', color: 'error.main', resize: 'vertical' }}
    />
  );
}
