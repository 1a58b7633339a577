import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { maxDurationMessage, NOT_ALLOWED_TITLE, type PlaylistDetail, STAGE_UPLOAD_LIMIT } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playlistKeys } from '../../../api/playlists/keys';
import { CloseActions } from '../../../components/close-actions';
import { UploadZone } from '../../../components/upload';
import { urlOfCall } from '../../../lib/call';

/** SPEC §5: the stage accepts mp4, jpg, png, mov, mpeg up to 64 MB. */
export const STAGE_UPLOAD_TYPES = ['mp4', 'jpg', 'png', 'mov', 'mpeg'] as const;

/** Shop-window picture upload into the device's loop (RIGHT_COMP_STAGE_UPLOAD_PICTURE). */
export function StageUpload({ playlist, maxDuration }: { playlist: PlaylistDetail; maxDuration: number | null }) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <UploadZone
        url={urlOfCall(playlistCalls.upload, { params: { playlistGuid: playlist.guid }, query: { active: 1 } })}
        accept={STAGE_UPLOAD_TYPES}
        maxBytes={STAGE_UPLOAD_LIMIT}
        label={t('stagePreview.upload')}
        hint={t('stagePreview.uploadHint')}
        onBeforeUpload={() => {
          if (playlist.canAdd) return true;
          setRefused(true);
          return false;
        }}
        refreshes={[playlistKeys.detail(playlist.guid)]}
        testId="stage-upload"
      />
      <Dialog open={refused} onClose={() => setRefused(false)} aria-labelledby="stage-upload-refused">
        <DialogTitle id="stage-upload-refused">{NOT_ALLOWED_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{maxDurationMessage(maxDuration ?? playlist.maxDuration ?? 0)}</DialogContentText>
        </DialogContent>
        <CloseActions onClose={() => setRefused(false)} />
      </Dialog>
    </>
  );
}
