import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Themed } from '../../../components/themed';

interface MessageDialogProps {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
  testId: string;
}

function MessageDialog({ open, title, text, onClose, testId }: MessageDialogProps) {
  const { t } = useTranslation();
  return (
    <Themed>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby={`${testId}-title`}
        aria-describedby={`${testId}-text`}
        data-testid={testId}
      >
        <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${testId}-text`}>{text}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            {t('common.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </Themed>
  );
}

/** SPEC §2: the rejected-login dialog, wording verbatim. */
export function LoginFailedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      title={t('login.failedTitle')}
      text={t('login.failedText')}
      testId="login-failed-dialog"
    />
  );
}

/** SPEC §8: transport failure or HTTP error, 'Fehler {status}' with the message. */
export function LoginErrorDialog({
  error,
  onClose,
}: {
  error: { status: number; message: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <MessageDialog
      open={error !== null}
      onClose={onClose}
      title={t('login.errorTitle', { status: error?.status ?? 0 })}
      text={error?.message ?? ''}
      testId="login-error-dialog"
    />
  );
}
