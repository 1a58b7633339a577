import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Props {
  index: number;
  count: number;
  name: string | null;
  fullscreen: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFullscreen: () => void;
}

/** Previous/next, 'Eintrag n von m' with the item's name, fullscreen zoom. */
export function StageControls({ index, count, name, fullscreen, onPrevious, onNext, onFullscreen }: Props) {
  const { t } = useTranslation();
  const colour = fullscreen ? '#fff' : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <IconButton
        aria-label={t('stagePreview.previous')}
        onClick={onPrevious}
        disabled={count === 0}
        sx={{ color: colour }}
      >
        <SkipPreviousIcon />
      </IconButton>
      <Typography
        variant="body2"
        data-testid="stage-position"
        sx={{ minWidth: 200, textAlign: 'center', color: colour }}
      >
        {count === 0
          ? t('stagePreview.noItems')
          : t('stagePreview.position', { n: index + 1, m: count, name: name ?? '' })}
      </Typography>
      <IconButton aria-label={t('stagePreview.next')} onClick={onNext} disabled={count === 0} sx={{ color: colour }}>
        <SkipNextIcon />
      </IconButton>
      <IconButton
        aria-label={fullscreen ? t('stagePreview.exitFullscreen') : t('stagePreview.fullscreen')}
        onClick={onFullscreen}
        sx={{ color: colour }}
      >
        {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Stack>
  );
}
