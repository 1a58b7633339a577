import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../lib/server-form-errors';
import { FormTextField } from '../form-text-field';
import { type MailSendResult, type SingleMail, useSendMail } from './api/send-mail';
import { MailQueuedView } from './mail-queued-notice';

export interface SendMailDialogProps {
  open: boolean;
  /** Prefilled recipient (editable), e.g. the network contact's address. */
  to?: string | null;
  subject?: string;
  message?: string;
  onClose: () => void;
  onSent?: (result: MailSendResult) => void;
}

const FIELDS = ['to', 'subject', 'message'] as const;

function SendMailForm({ to, subject, message, onClose, onSent }: Omit<SendMailDialogProps, 'open'>) {
  const { t } = useTranslation();
  const send = useSendMail();
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<MailSendResult | null>(null);
  const { control, handleSubmit, setError } = useForm<SingleMail>({
    defaultValues: { to: to ?? '', subject: subject ?? '', message: message ?? '' },
  });

  const submit = handleSubmit((values) => {
    setAlert(null);
    send.mutate(
      { to: values.to.trim(), subject: values.subject, message: values.message },
      {
        onSuccess: (sent) => {
          setResult(sent);
          onSent?.(sent);
        },
        onError: (error) => setAlert(applyServerErrors(error, FIELDS, setError, t)),
      },
    );
  });

  if (result) return <MailQueuedView result={result} onClose={onClose} />;
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {alert ? (
            <Alert severity="error" data-testid="mail-error">
              {alert}
            </Alert>
          ) : null}
          <FormTextField control={control} name="to" id="mail-to" label={t('mail.to')} type="email" autoFocus />
          <FormTextField control={control} name="subject" id="mail-subject" label={t('mail.subject')} />
          <FormTextField
            control={control}
            name="message"
            id="mail-message"
            label={t('mail.message')}
            multiline
            minRows={6}
            maxRows={16}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={send.isPending}>
          {t('mail.send')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** SPEC §2 dialogs: e-mail sending (POST /v1/mail/send, single form); the mail goes to the outbox. */
export function SendMailDialog({ open, onClose, ...form }: SendMailDialogProps) {
  const { t } = useTranslation();
  // A fresh form (prefilled again) for every opening, kept while the dialog fades out.
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="send-mail-title"
      slotProps={{ transition: { onExited: () => setSession((n) => n + 1) } }}
    >
      <DialogTitle id="send-mail-title">{t('mail.dialogTitle')}</DialogTitle>
      <SendMailForm key={`${session}|${form.to ?? ''}|${form.subject ?? ''}`} onClose={onClose} {...form} />
    </Dialog>
  );
}
