import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Device, R } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRotateDeviceSecret } from '../../../api/devices/device-secret';
import { useRight } from '../../../hooks/use-credentials';

/**
 * The device secret (header X-Device-Secret): its state, and 'Neues Geheimnis erzeugen' for users with the
 * devices right. The server keeps only a hash, so a secret is shown once, right after it was made.
 */
export function DeviceSecretPanel({ device }: { device: Device }) {
  const { t } = useTranslation();
  const canManage = useRight(R.devices);
  const rotate = useRotateDeviceSecret();
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  if (!canManage) return null;

  const state = device.hasSecret ? t('devices.secret.has') : t('devices.secret.none');
  const required = device.secretRequired ? t('devices.secret.required') : t('devices.secret.notRequired');
  const make = () =>
    rotate.mutate(device.guid, {
      onSuccess: (answer) => setSecret(answer.secret),
      onSettled: () => setAsking(false),
    });

  return (
    <Stack spacing={1} data-testid="device-secret">
      <Typography variant="subtitle1">{t('devices.secret.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {state} {required}
      </Typography>
      <div>
        <Button startIcon={<KeyIcon />} onClick={() => setAsking(true)}>
          {device.hasSecret ? t('devices.secret.rotate') : t('devices.secret.create')}
        </Button>
      </div>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="device-secret-rotate-title">
        <DialogTitle id="device-secret-rotate-title">{t('devices.secret.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {device.hasSecret ? t('devices.secret.confirmRotate') : t('devices.secret.confirmCreate')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={make} color="warning" variant="contained" loading={rotate.isPending}>
            {t('devices.secret.confirmButton')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={secret !== null} onClose={() => setSecret(null)} aria-labelledby="device-secret-show-title">
        <DialogTitle id="device-secret-show-title">{t('devices.secret.shownTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('devices.secret.header')}
              value={secret ?? ''}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'device-secret-value' } }}
              onFocus={(event) => event.target.select()}
            />
            <Alert severity="warning">{t('devices.secret.onlyNow')}</Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)} variant="contained">
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
