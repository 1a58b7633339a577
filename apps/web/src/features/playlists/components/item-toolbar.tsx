import AddLinkIcon from '@mui/icons-material/AddLink';
import LanguageIcon from '@mui/icons-material/Language';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LOOP_UPLOAD_LIMIT } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadZone } from '../../../components/upload';
import { urlOfCall } from '../../../lib/call';

/** The types the loop upload takes (SPEC §5: mp4, jpg, png, mov, mpeg; jpeg and mpg are their spellings). */
export const LOOP_EXTENSIONS = ['mp4', 'jpg', 'jpeg', 'png', 'mov', 'mpeg', 'mpg'] as const;

interface Props {
  playlistGuid: string;
  /** SPEC §5: maxLength exceeded; the upload is replaced by the hint. */
  uploadHidden: boolean;
  locked: boolean;
  /** false when the maxDuration rule refuses new items: the caller shows 'Nicht erlaubt'. */
  checkCanAdd: () => boolean;
  onLink: () => void;
  onWeb: () => void;
  onLibrary: () => void;
  /** A schedule for several items at once. */
  onSchedules: () => void;
  onUploaded: () => void;
}

/**
 * SPEC §2: add playlist item, add web item, media library, upload by drag and drop or file picker; a schedule
 * for several items.
 */
export const ItemToolbar = memo(function ItemToolbar(props: Props) {
  const { playlistGuid, uploadHidden, locked, checkCanAdd, onLink, onWeb, onLibrary, onSchedules, onUploaded } = props;
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" startIcon={<AddLinkIcon />} disabled={locked} onClick={onLink}>
          {t('playlists.editor.addPlaylist')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<LanguageIcon />}
          disabled={locked}
          onClick={() => checkCanAdd() && onWeb()}
        >
          {t('playlists.editor.addWeb')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PhotoLibraryIcon />}
          disabled={locked}
          onClick={() => checkCanAdd() && onLibrary()}
        >
          {t('playlists.editor.addFromLibrary')}
        </Button>
        <Button variant="outlined" startIcon={<ScheduleIcon />} disabled={locked} onClick={onSchedules}>
          {t('playlists.schedule.bulk')}
        </Button>
      </Stack>
      {locked ? null : uploadHidden ? (
        <Alert severity="warning" data-testid="upload-hidden-hint">
          {t('playlists.editor.maxLengthHint')}
        </Alert>
      ) : (
        <UploadZone
          url={urlOfCall(playlistCalls.upload, { params: { playlistGuid }, query: { active: 1 } })}
          accept={LOOP_EXTENSIONS}
          maxBytes={LOOP_UPLOAD_LIMIT}
          typeErrorText={t('playlists.upload.typeError')}
          sizeErrorText={t('playlists.upload.sizeError')}
          hint={t('playlists.upload.hint')}
          onBeforeUpload={checkCanAdd}
          onUploaded={onUploaded}
          testId="playlist-upload"
        />
      )}
    </Stack>
  );
});
