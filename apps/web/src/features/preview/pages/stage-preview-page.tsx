import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useDevice } from '../../../api/devices/devices';
import { useStageLoop } from '../../../api/devices/get-playlist';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { StagePreview } from '../components/stage-preview';

/** Without the playlist right the stage still shows, without items. */
const denied = (error: unknown) => isApiError(error) && error.status === 403;

/** SPEC §2 /preview/{guidDevice} (opened in a new window, also as /#/preview/…): no shell. */
export function StagePreviewPage() {
  const { guidDevice = '' } = useParams();
  const device = useDevice(guidDevice);
  const playlist = useStageLoop(guidDevice, device.data?.guidPlaylist ?? null);

  let content = null;
  if (device.isPending || (device.data?.guidPlaylist && playlist.isPending)) content = <LoadingState />;
  else if (device.isError) content = <ErrorState error={device.error} onRetry={() => void device.refetch()} />;
  else if (playlist.isError && !denied(playlist.error))
    content = <ErrorState error={playlist.error} onRetry={() => void playlist.refetch()} />;
  else if (device.data) {
    content = <StagePreview device={device.data} playlist={playlist.data ?? null} playlistDenied={playlist.isError} />;
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {content}
    </Box>
  );
}
