import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
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
