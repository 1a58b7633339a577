import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { MailSendResponse, OfflineMailTemplate } from '@signage/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOfflineTemplate } from '../../api/mail/offline-template';
import { FormTextField } from '../form-text-field';
import { ErrorState, LoadingState } from '../query-state';
import { MailDialog } from './mail-dialog';
import { MailFormFrame, useMailSending } from './mail-form';
import { MailQueuedView } from './mail-queued-notice';
import { groupOfflineDevices, type OfflineMailDevice, offlineMailEntries } from './offline-mail';

export interface OfflineMailDialogProps {
  open: boolean;
  devices: readonly OfflineMailDevice[];
  onClose: () => void;
  onSent?: (result: MailSendResponse) => void;
}

interface Values {
  subject: string;
  message: string;
}
const FIELDS = ['subject', 'message'] as const;

function OfflineMailForm({
  defaults,
  devices,
  onClose,
  onSent,
}: Omit<OfflineMailDialogProps, 'open'> & { defaults: OfflineMailTemplate }) {
  const { t } = useTranslation();
  const { groups, withoutNetwork } = useMemo(() => groupOfflineDevices(devices), [devices]);
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { subject: defaults.subject, message: defaults.body },
  });
  const { start, alert, result, sending } = useMailSending(FIELDS, setError, onSent);
  const submit = handleSubmit((values) => start(offlineMailEntries(groups, values.subject, values.message)));

  if (result) return <MailQueuedView result={result} onClose={onClose} />;
  return (
    <MailFormFrame onSubmit={submit} alert={alert} sending={sending} disabled={groups.length === 0} onClose={onClose}>
      <div data-testid="offline-mail-recipients">
        <Typography variant="subtitle2">{t('mail.offline.recipients', { count: groups.length })}</Typography>
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {groups.map((group) => (
            <li key={group.networkGuid}>
              <Typography variant="body2">
                <strong>{group.networkName}</strong>: {group.devices.map((d) => d.name).join(', ')}
              </Typography>
            </li>
          ))}
        </ul>
      </div>
      {withoutNetwork.length > 0 ? (
        <Alert severity="info">
          {t('mail.offline.withoutNetwork', { names: withoutNetwork.map((d) => d.name).join(', ') })}
        </Alert>
      ) : null}
      <FormTextField control={control} name="subject" id="offline-mail-subject" label={t('mail.subject')} />
      <FormTextField
        control={control}
        name="message"
        id="offline-mail-message"
        label={t('mail.message')}
        helperText={t('mail.offline.placeholderHint', { placeholder: defaults.placeholder })}
        multiline
        minRows={8}
        maxRows={18}
      />
    </MailFormFrame>
  );
}

/**
 * SPEC §2/§9 offline-mail dialog: default subject 'Geräte sind offline bitte Prüfen', the body lists
 * each network's offline devices through the placeholder; one mail per network contact.
 */
export function OfflineMailDialog({ open, devices, onClose, onSent }: OfflineMailDialogProps) {
  const { t } = useTranslation();
  const defaults = useOfflineTemplate(open);
  return (
    <MailDialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      titleId="offline-mail-title"
      title={t('mail.offline.title')}
    >
      {(session) => (
        <>
          {defaults.isPending ? <LoadingState /> : null}
          {defaults.isError ? (
            <DialogContent>
              <ErrorState error={defaults.error} onRetry={() => void defaults.refetch()} />
            </DialogContent>
          ) : null}
          {defaults.data ? (
            <OfflineMailForm
              key={session}
              defaults={defaults.data}
              devices={devices}
              onClose={onClose}
              onSent={onSent}
            />
          ) : null}
        </>
      )}
    </MailDialog>
  );
}
