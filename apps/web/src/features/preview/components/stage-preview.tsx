import AspectRatioIcon from '@mui/icons-material/AspectRatio';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Device, type PlaylistDetail, type PlaylistItem, playsOnScreen, R } from '@signage/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveStageItem } from '../../../api/playlists/move-item';
import { useStagePlaylistStats } from '../../../api/playlists/playlist-stats';
import { useRight } from '../../../hooks/use-credentials';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { placeOfScreen, scheduledAt } from '../lib/loop-at';
import { useFullscreen } from '../lib/use-fullscreen';
import { useStagePlayback } from '../lib/use-stage-playback';
import { ItemCards } from './item-cards';
import { LoopInfo } from './loop-info';
import { MomentField } from './moment-field';
import { MonitorEditorDialog } from './monitor-editor-dialog';
import { Stage } from './stage';
import { StageControls } from './stage-controls';
import { StageNameField } from './stage-name-field';
import { StageUpload } from './stage-upload';

const STAGE = {
  upload: 'RIGHT_COMP_STAGE_UPLOAD_PICTURE',
  image: 'RIGHT_COMP_STAGE_IMG_VISIBLE',
  channels: 'RIGHT_COMP_STAGE_CHANNELS_VISIBLE',
  lastPing: 'RIGHT_COMP_STAGE_LAST_PING_VISIBLE',
  statistic: 'RIGHT_COMP_STAGE_STATISTIC_VISIBLE',
} as const;

const byOrder = (a: PlaylistItem, b: PlaylistItem) => a.orderNr - b.orderNr;

/** SPEC §2 stage preview of one device with its loop, now or at a chosen moment. */
export function StagePreview({
  device,
  playlist,
  playlistDenied = false,
}: {
  device: Device;
  playlist: PlaylistDetail | null;
  playlistDenied?: boolean;
}) {
  const { t } = useTranslation();
  const can = {
    upload: useRight(STAGE.upload),
    image: useRight(STAGE.image),
    channels: useRight(STAGE.channels),
    lastPing: useRight(STAGE.lastPing),
    statistic: useRight(STAGE.statistic),
    editDevice: useRight(R.devices),
    reorder: useRight(R.playlist),
  };
  // 'Vorschau für …': null is now.
  const [moment, setMoment] = useState<number | null>(null);
  // What this screen plays at the moment: items for the other orientation are left out as in its protocol
  // answer, and items whose schedule does not let them play then (by the hours of the screen's location).
  const { items, at } = useMemo(() => {
    const at = moment ?? Date.now();
    const place = placeOfScreen(playlist, device.guidCompany);
    const own = (playlist?.items ?? []).filter((item) => playsOnScreen(item, device.orientation));
    return { items: scheduledAt(own, place, at).sort(byOrder), at };
  }, [playlist, device.orientation, device.guidCompany, moment]);
  const cards = can.channels ? items : items.filter((item) => item.type !== 'PLAYLIST');
  const playback = useStagePlayback(items, moment === null ? undefined : at);
  const stats = useStagePlaylistStats(playlist?.guid ?? null, can.statistic);
  const move = useMoveStageItem();
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const [editorOpen, setEditorOpen] = useState(false);
  const maxSeconds = device.maxDuration || playlist?.maxLength || null;
  const orientation = device.orientation === 'vertical' ? 'vertical' : 'horizontal';
  useDocumentTitle(t('stagePreview.title'), device.name);

  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, md: 3 } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ pt: 0.5 }}>
              {t('stagePreview.title')}
            </Typography>
            <StageNameField key={device.stageName} device={device} editable={can.editDevice} />
            <MomentField value={moment} onChange={setMoment} />
            <Box sx={{ flex: 1 }} />
            {can.editDevice ? (
              <Button variant="outlined" startIcon={<AspectRatioIcon />} onClick={() => setEditorOpen(true)}>
                {t('stagePreview.monitor.open')}
              </Button>
            ) : null}
          </Stack>
          <LoopInfo
            items={items}
            playing={playback.list.length}
            showLinked={can.channels}
            maxSeconds={maxSeconds}
            stats={can.statistic ? (stats.data ?? null) : null}
            lastHeartbeat={can.lastPing ? device.lastHeartbeat : undefined}
          />
        </Stack>
      </Paper>
      <Box
        ref={stageRef}
        sx={{
          bgcolor: fullscreen.active ? '#000' : 'transparent',
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Stage
            imageUrl={can.image ? device.imgBackgroundUrl : null}
            box={device.jsonMonitor}
            orientation={orientation}
            item={playback.item}
            round={playback.round}
            onVideoEnded={playback.onVideoEnded}
            fullscreen={fullscreen.active}
          />
        </Box>
        <StageControls
          index={playback.index}
          count={playback.list.length}
          name={playback.item ? playback.item.title || playback.item.name : null}
          fullscreen={fullscreen.active}
          onPrevious={playback.previous}
          onNext={playback.next}
          onFullscreen={fullscreen.toggle}
        />
      </Box>
      {playlist ? (
        <ItemCards
          items={cards}
          currentGuid={playback.item?.guid ?? null}
          canMove={can.reorder && playlist.writable}
          moving={move.isPending}
          onSelect={(item) => playback.jumpTo(item.guid)}
          onMove={(item, direction) => move.mutate({ playlist: playlist.guid, item: item.guid, direction })}
        />
      ) : (
        <Typography color="text.secondary">
          {playlistDenied ? t('stagePreview.noPlaylistRight') : t('stagePreview.noPlaylist')}
        </Typography>
      )}
      {playlist?.writable && can.upload ? <StageUpload playlist={playlist} maxDuration={device.maxDuration} /> : null}
      <MonitorEditorDialog open={editorOpen} device={device} onClose={() => setEditorOpen(false)} />
    </Stack>
  );
}
