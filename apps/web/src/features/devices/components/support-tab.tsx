import MailIcon from '@mui/icons-material/Mail';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Device, R } from '@signage/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompany } from '../../../api/companies/companies';
import { useUpdateDevice } from '../../../api/devices/update-device';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { DeviceIndicator } from '../../../components/device-status/device-indicator';
import { FormTextField } from '../../../components/form-text-field';
import { SendMailDialog } from '../../../components/mail/send-mail-dialog';
import { useRight } from '../../../hooks/use-credentials';
import { formatDateTime } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/server-form-errors';
import {
  contactOf,
  SUPPORT_FORM_FIELDS,
  type SupportFormValues,
  toSupportFormValues,
  toSupportUpdate,
} from '../lib/support-form';
import { ArchiveControl } from './archive-control';
import { ContactDetailsView } from './contact-details';
import { DeviceSwitch } from './device-switch';
import { GlassPanel } from './glass-panel';
import { NowPlayingPanel } from './now-playing-panel';
import { SupportNavigator } from './support-navigator';

const readOnly = { input: { readOnly: true } };

/** SPEC §2 'Wartungsmanager': health, contact, notes, panels, mail, archive, save, navigator, comments. */
export function SupportTab({ device, basePath }: { device: Device; basePath: string }) {
  const { t } = useTranslation();
  const update = useUpdateDevice();
  const canReadNetwork = useRight(R.network);
  const canSupport = useRight(R.support);
  const network = useCompany(device.networkGuid ?? '', {
    enabled: (canReadNetwork || canSupport) && !!device.networkGuid,
  });
  const contact = contactOf(device, network.data);
  const [mailOpen, setMailOpen] = useState(false);
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<SupportFormValues>({
    defaultValues: toSupportFormValues(device),
  });
  const state = t(
    `devices.states.${device.deviceState === 'NEW' ? 'NEW' : device.deviceState === 'VER' ? 'VER' : 'ACTIVE'}`,
  );

  const save = handleSubmit((values) => {
    setAlert(null);
    update.mutate(
      { guid: device.guid, body: toSupportUpdate(values) },
      {
        onSuccess: (saved) => {
          reset(toSupportFormValues(saved));
          setAlert({ severity: 'success', text: t('common.saved') });
        },
        onError: (error) =>
          setAlert({ severity: 'error', text: applyServerErrors(error, SUPPORT_FORM_FIELDS, setError, t) }),
      },
    );
  });

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <SupportNavigator guid={device.guid} basePath={basePath} />
      </Stack>
      <Stack component="form" spacing={2.5} onSubmit={save} noValidate aria-label={t('devices.tabs.support')}>
        {alert ? (
          <Alert severity={alert.severity} data-testid={alert.severity === 'error' ? 'form-error' : 'form-saved'}>
            {alert.text}
          </Alert>
        ) : null}
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'center' }}
        >
          <Stack spacing={0.5}>
            <Typography variant="caption" color="text.secondary">
              {t('devices.support.lastFeedback')}
            </Typography>
            <DeviceIndicator indicator={device.indicator} rest={device} />
            <Typography variant="body2" data-testid="last-feedback">
              {device.lastHeartbeat ? formatDateTime(device.lastHeartbeat) : t('devices.never')}
            </Typography>
          </Stack>
          <TextField
            id="support-status"
            label={t('devices.support.status')}
            value={device.isService ? `${state} · ${t('devices.states.SERVICE')}` : state}
            slotProps={readOnly}
          />
          <TextField
            id="support-network"
            label={t('devices.support.network')}
            value={device.networkName ?? t('devices.noNetwork')}
            slotProps={readOnly}
          />
        </Box>
        <DeviceSwitch control={control} name="isService" label={t('devices.fields.isService')} />
        <ContactDetailsView contact={contact} />
        <FormTextField
          control={control}
          name="comment"
          id="support-notes"
          label={t('devices.support.notes')}
          multiline
          minRows={3}
          maxRows={10}
        />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('devices.support.panels')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
          <FormTextField control={control} name="display" id="support-display" label={t('devices.fields.display')} />
          <FormTextField
            control={control}
            name="displaySer"
            id="support-displaySer"
            label={t('devices.fields.displaySer')}
          />
          <FormTextField control={control} name="stele" id="support-stele" label={t('devices.fields.stele')} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Stack direction="row" spacing={1} sx={{ mr: 'auto' }}>
            <Button startIcon={<MailIcon />} onClick={() => setMailOpen(true)}>
              {t('devices.support.sendMail')}
            </Button>
            <ArchiveControl device={device} />
          </Stack>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Stack>
      </Stack>
      <Divider />
      <NowPlayingPanel device={device} />
      <Divider />
      <GlassPanel device={device} />
      <Divider />
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('devices.support.comments')}
        </Typography>
        <CommentsPanel target={{ guidDevice: device.guid }} />
      </Stack>
      <SendMailDialog
        open={mailOpen}
        to={contact.email || null}
        subject={t('devices.support.mailSubject', { name: device.name })}
        onClose={() => setMailOpen(false)}
      />
    </Stack>
  );
}
