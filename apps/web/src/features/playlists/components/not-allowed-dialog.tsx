import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { CloseActions } from '../../../components/close-actions';

/** SPEC §8 'Nicht erlaubt': the loop has reached the devices' maxDuration. */
export function NotAllowedDialog({ maxDuration, onClose }: { maxDuration: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={maxDuration !== null}
      onClose={onClose}
      aria-labelledby="not-allowed-title"
      data-testid="not-allowed-dialog"
    >
      <DialogTitle id="not-allowed-title">{t('playlists.notAllowed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('playlists.notAllowed.text', { maxDuration: maxDuration ?? 0 })}</DialogContentText>
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
