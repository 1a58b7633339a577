import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { DeletionImpactList, type DeletionImpactState, impactAllowsDelete } from './deletion-impact';

interface Props {
  /** The name of the record; the dialog is open while it is not null. */
  name: string | null;
  busy?: boolean;
  /** What the server says goes with it; delete stays disabled until it is known (and while users block it). */
  impact?: DeletionImpactState;
  onCancel: () => void;
  onConfirm: () => void;
  /**
   * Another irreversible action than deleting (e.g. ending an announcement now): its own title, text (saying what
   * happens) and button; the dialog stays the same.
   */
  wording?: { title: string; text: string; confirm: string };
}

/** SPEC §2 dialogs: the delete confirmation (and, with `wording`, that of another action that cannot be undone). */
export function ConfirmDeleteDialog({ name, busy = false, impact, onCancel, onConfirm, wording }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={name !== null}
      onClose={onCancel}
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      data-testid="confirm-delete-dialog"
    >
      <DialogTitle id="confirm-delete-title">{wording?.title ?? t('confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">
          {wording?.text ?? t('confirmDelete.text', { name: name ?? '' })}
        </DialogContentText>
        {impact && name !== null ? (
          <Box sx={{ mt: 2 }}>
            <DeletionImpactList impact={impact} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy || !impactAllowsDelete(impact)}>
          {wording?.confirm ?? t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
