import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlaylistItem } from '@signage/shared';
import { isFramableAddress, resolveWebAddress } from '../../../lib/playback/web-address';

interface Props {
  item: PlaylistItem;
  /** Changes on every step: a video that comes again starts from the beginning. */
  round: number;
  onVideoEnded: () => void;
}

const fill = {
  width: '100%',
  height: '100%',
  display: 'block',
  border: 0,
  objectFit: 'contain',
  bgcolor: '#000',
} as const;

/** One loop item at the monitor position: image, muted video (advances at its end) or web page. */
export function StageItem({ item, round, onVideoEnded }: Props) {
  const label = item.title || item.name;
  if (item.type === 'VIDEO') {
    return (
      <Box
        component="video"
        key={round}
        src={item.webUrl ?? item.url ?? undefined}
        autoPlay
        muted
        playsInline
        onEnded={onVideoEnded}
        onError={onVideoEnded}
        aria-label={label}
        data-testid="stage-item"
        data-item-guid={item.guid}
        sx={fill}
      />
    );
  }
  if (item.type === 'WEB') {
    const address = resolveWebAddress(item.localFileName ?? item.url, window.location.origin);
    if (!isFramableAddress(address)) {
      return (
        <Box
          sx={{ ...fill, display: 'grid', placeItems: 'center', color: '#fff', p: 1 }}
          data-testid="stage-item"
          data-item-guid={item.guid}
        >
          <Typography variant="caption">{address}</Typography>
        </Box>
      );
    }
    return (
      <Box
        component="iframe"
        src={address}
        title={label}
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="no-referrer"
        data-testid="stage-item"
        data-item-guid={item.guid}
        sx={{ ...fill, bgcolor: '#fff', pointerEvents: 'none' }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={item.url ?? undefined}
      alt={label}
      data-testid="stage-item"
      data-item-guid={item.guid}
      sx={fill}
    />
  );
}
