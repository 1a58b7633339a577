import type { MailSendResponse, MailSendSingle } from '@signage/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../form-text-field';
import { MailDialog } from './mail-dialog';
import { MailFormFrame, useMailSending } from './mail-form';
import { MailQueuedView } from './mail-queued-notice';

export interface SendMailDialogProps {
  open: boolean;
  /** Prefilled recipient (editable), e.g. the network contact's address. */
  to?: string | null;
  subject?: string;
  message?: string;
  onClose: () => void;
  onSent?: (result: MailSendResponse) => void;
}

const FIELDS = ['to', 'subject', 'message'] as const;

function SendMailForm({ to, subject, message, onClose, onSent }: Omit<SendMailDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<MailSendSingle>({
    defaultValues: { to: to ?? '', subject: subject ?? '', message: message ?? '' },
  });
  const { start, alert, result, sending } = useMailSending(FIELDS, setError, onSent);
  const submit = handleSubmit((values) =>
    start({ to: values.to.trim(), subject: values.subject, message: values.message }),
  );

  if (result) return <MailQueuedView result={result} onClose={onClose} />;
  return (
    <MailFormFrame onSubmit={submit} alert={alert} sending={sending} onClose={onClose}>
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
    </MailFormFrame>
  );
}

/** SPEC §2 dialogs: e-mail sending (POST /v1/mail/send, single form); the mail goes to the outbox. */
export function SendMailDialog({ open, onClose, ...form }: SendMailDialogProps) {
  const { t } = useTranslation();
  return (
    <MailDialog open={open} onClose={onClose} maxWidth="sm" titleId="send-mail-title" title={t('mail.dialogTitle')}>
      {(session) => (
        <SendMailForm key={`${session}|${form.to ?? ''}|${form.subject ?? ''}`} onClose={onClose} {...form} />
      )}
    </MailDialog>
  );
}
