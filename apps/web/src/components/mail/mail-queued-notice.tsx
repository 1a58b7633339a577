import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailSendResponse } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { OutboxStatusChip } from './outbox-status-chip';

/** What a send did: every mail now waits in the outbox (with its state), networks skipped with reason. */
export function MailQueuedNotice({ result }: { result: MailSendResponse }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="mail-queued">
      <Alert severity="success">{t('mail.queued', { count: result.queued.length })}</Alert>
      {result.queued.map((mail) => (
        <Stack key={mail.guid} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <OutboxStatusChip status={mail.status} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {mail.to}
            {mail.companyName ? ` · ${mail.companyName}` : ''}
          </Typography>
          {mail.lastError ? (
            <Typography variant="body2" color="text.secondary">
              ({mail.lastError})
            </Typography>
          ) : null}
        </Stack>
      ))}
      {result.skipped.length > 0 ? (
        <Alert severity="warning" data-testid="mail-skipped">
          {t('mail.skipped')}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {result.skipped.map((entry) => (
              <li key={entry.guidCompany}>
                {entry.companyName}: {entry.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The dialog body once the mail is queued: the notice and a close button. */
export function MailQueuedView({ result, onClose }: { result: MailSendResponse; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        <MailQueuedNotice result={result} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </>
  );
}
