import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The name of the record; the dialog is open while it is not null. */
  name: string | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC §2 dialogs: the delete confirmation. */
export function ConfirmDeleteDialog({ name, busy = false, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      data-testid="confirm-delete-dialog"
    >
      <DialogTitle id="confirm-delete-title">{t('confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{t('confirmDelete.text', { name: name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
