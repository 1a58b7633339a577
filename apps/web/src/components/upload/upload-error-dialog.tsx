import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseActions } from '../close-actions';
import type { UploadFailure } from './use-upload-queue';

/** SPEC §8: 'Upload Fehler' with the server's German text and the HTTP code. */
export function UploadErrorDialog({ failure, onClose }: { failure: UploadFailure | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={failure !== null}
      onClose={onClose}
      aria-labelledby="upload-error-title"
      aria-describedby="upload-error-text"
      data-testid="upload-error-dialog"
    >
      <DialogTitle id="upload-error-title">{t('upload.errorTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
          {failure?.fileName}
        </Typography>
        <DialogContentText id="upload-error-text" sx={{ whiteSpace: 'pre-wrap' }}>
          {failure?.message}
        </DialogContentText>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="upload-error-code">
          {failure && failure.status > 0 ? t('upload.errorCode', { code: failure.status }) : t('upload.noAnswer')}
        </Typography>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
