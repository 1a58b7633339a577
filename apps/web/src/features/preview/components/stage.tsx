import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MonitorBox, PlaylistItem } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackgroundMedia } from '../../../components/background-media';
import { boxToPercent, clampBox, effectiveMonitorBox, type Size } from '../lib/stage-geometry';
import { StageItem } from './stage-item';

interface Props {
  /** The location image, or null (none, or not allowed to see it): the item then fills the stage. */
  imageUrl: string | null;
  box: MonitorBox;
  orientation: 'horizontal' | 'vertical';
  item: PlaylistItem | null;
  round: number;
  onVideoEnded: () => void;
  fullscreen: boolean;
}

function Content({ item, round, onVideoEnded }: Pick<Props, 'item' | 'round' | 'onVideoEnded'>) {
  const { t } = useTranslation();
  if (item) return <StageItem item={item} round={round} onVideoEnded={onVideoEnded} />;
  return (
    <Box sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', bgcolor: '#111', color: '#bbb' }}>
      <Typography variant="body2">{t('stagePreview.noItems')}</Typography>
    </Box>
  );
}

/** SPEC §2 stage: the location image with the current item shown at the saved monitor position. */
export function Stage({ imageUrl, box, orientation, item, round, onVideoEnded, fullscreen }: Props) {
  const [natural, setNatural] = useState<Size | null>(null);
  const maxHeight = fullscreen ? 'calc(100vh - 56px)' : '62vh';
  if (!imageUrl || !box.vis) {
    const ratio = orientation === 'vertical' ? '9 / 16' : '16 / 9';
    return (
      <Box
        data-testid="stage"
        sx={{
          aspectRatio: ratio,
          maxHeight,
          maxWidth: '100%',
          // A vertical stage (and any stage in fullscreen) is sized by its height, else by the width.
          height: fullscreen || orientation === 'vertical' ? maxHeight : 'auto',
          width: fullscreen || orientation === 'vertical' ? 'auto' : '100%',
          mx: 'auto',
          bgcolor: '#000',
        }}
      >
        <Content item={item} round={round} onVideoEnded={onVideoEnded} />
      </Box>
    );
  }
  // The saved box as the SPEC §5 rule reads it for this orientation (the editor shows the same box).
  const percent = boxToPercent(clampBox(effectiveMonitorBox(box, orientation), natural), natural);
  return (
    <Box data-testid="stage" sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%', lineHeight: 0 }}>
      <BackgroundMedia
        url={imageUrl}
        onNatural={setNatural}
        sx={{ display: 'block', maxWidth: '100%', maxHeight, width: 'auto', height: 'auto' }}
      />
      <Box
        data-testid="stage-monitor"
        data-orientation={orientation}
        sx={{
          position: 'absolute',
          left: `${percent.left}%`,
          top: `${percent.top}%`,
          width: `${percent.width}%`,
          height: `${percent.height}%`,
          overflow: 'hidden',
          boxShadow: '0 0 0 2px rgba(0,0,0,0.6)',
          bgcolor: '#000',
        }}
      >
        <Content item={item} round={round} onVideoEnded={onVideoEnded} />
      </Box>
    </Box>
  );
}
