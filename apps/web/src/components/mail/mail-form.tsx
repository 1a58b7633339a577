import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { MailSendResponse } from '@signage/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendMail } from '../../api/mail/send-mail';
import { applyServerErrors } from '../../lib/server-form-errors';

/** Sending from a mail form: the request, the error for above the fields, the result once queued. */
export function useMailSending<T extends FieldValues>(
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  onSent?: (result: MailSendResponse) => void,
) {
  const { t } = useTranslation();
  const send = useSendMail();
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<MailSendResponse | null>(null);
  const start = (mails: Parameters<typeof send.mutate>[0]) => {
    setAlert(null);
    send.mutate(mails, {
      onSuccess: (sent) => {
        setResult(sent);
        onSent?.(sent);
      },
      onError: (error) => setAlert(applyServerErrors(error, fields, setError, t)),
    });
  };
  return { start, alert, result, sending: send.isPending };
}

interface FrameProps {
  onSubmit: (event: FormEvent) => void;
  alert: string | null;
  sending: boolean;
  /** Nothing to send (no recipients). */
  disabled?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A mail form in a dialog: the error above the fields, Abbrechen and Senden below. */
export function MailFormFrame({ onSubmit, alert, sending, disabled, onClose, children }: FrameProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {alert ? (
            <Alert severity="error" data-testid="mail-error">
              {alert}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={sending} disabled={disabled}>
          {t('mail.send')}
        </Button>
      </DialogActions>
    </form>
  );
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** The dialog's content for one opening; a new `session` (a fresh form) begins once it has faded out. */
  children: (session: number) => ReactNode;
}

/** A mail dialog: its title, and a fresh form for every opening, kept while the dialog fades out. */
export function MailDialog({ open, onClose, maxWidth, titleId, title, children }: DialogProps) {
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setSession((n) => n + 1) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(session)}
    </Dialog>
  );
}
