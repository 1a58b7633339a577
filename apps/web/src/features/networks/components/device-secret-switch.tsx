import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { Company } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchDeviceSecret } from '../../../api/companies/device-secret-switch';

/**
 * A network's 'Gerätegeheimnis verlangen' (Stammdaten): switching asks first, because turning it on
 * stops content for every screen of the network that has no secret yet.
 */
export function DeviceSecretSwitch({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const change = useSwitchDeviceSecret();
  const [asking, setAsking] = useState<boolean | null>(null);
  const on = company.deviceSecretRequired;

  const confirm = () => {
    if (asking === null) return;
    change.mutate({ guid: company.guid, deviceSecretRequired: asking }, { onSettled: () => setAsking(null) });
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={!canEdit}
            onChange={(event) => setAsking(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'device-secret-hint' } }}
          />
        }
        label={t('networks.deviceSecret.label')}
      />
      <FormHelperText id="device-secret-hint">
        {on ? t('networks.deviceSecret.hintOn') : t('networks.deviceSecret.hintOff')}
      </FormHelperText>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        aria-labelledby="device-secret-title"
        data-testid="device-secret-dialog"
      >
        <DialogTitle id="device-secret-title">
          {asking ? t('networks.deviceSecret.confirmOnTitle') : t('networks.deviceSecret.confirmOffTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asking
              ? t('networks.deviceSecret.confirmOn', { name: company.name })
              : t('networks.deviceSecret.confirmOff', { name: company.name })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={confirm}
            color={asking ? 'warning' : 'primary'}
            variant="contained"
            loading={change.isPending}
          >
            {asking ? t('networks.deviceSecret.turnOn') : t('networks.deviceSecret.turnOff')}
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
