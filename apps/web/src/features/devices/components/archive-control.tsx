import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type Device, R } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchiveDevice } from '../../../api/devices/archive-device';
import { useCredentials, useRight } from '../../../hooks/use-credentials';
import { canArchiveDevice } from '../lib/device-rights';

/**
 * SPEC §4: 'Archivieren' sets isArchived 1; an archived device is reactivated only by users with
 * RIGHT_NETWORK_CREATE, everyone else sees a disabled 'Ist Archiviert'. Users who may not archive (location
 * users, no devices or support right) see no 'Archivieren'.
 */
export function ArchiveControl({ device }: { device: Device }) {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const canArchive = canArchiveDevice({
    rights: me?.rights,
    guidParent: me?.guidParent,
    networkGuid: me?.networkGuid,
  });
  const canReactivate = useRight(R.networkCreate) && canArchive;
  const archive = useArchiveDevice();
  const [confirm, setConfirm] = useState(false);

  if (device.isArchived) {
    if (!canReactivate) {
      return (
        <Button disabled startIcon={<ArchiveIcon />}>
          {t('devices.archive.isArchived')}
        </Button>
      );
    }
    return (
      <Button
        startIcon={<UnarchiveIcon />}
        loading={archive.isPending}
        onClick={() => archive.mutate({ guid: device.guid, isArchived: 0 })}
      >
        {t('devices.archive.reactivate')}
      </Button>
    );
  }
  if (!canArchive) return null;
  return (
    <>
      <Button color="warning" startIcon={<ArchiveIcon />} onClick={() => setConfirm(true)}>
        {t('devices.archive.archive')}
      </Button>
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="archive-device-title">
        <DialogTitle id="archive-device-title">{t('devices.archive.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('devices.archive.confirmText', { name: device.name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="warning"
            variant="contained"
            loading={archive.isPending}
            onClick={() => archive.mutate({ guid: device.guid, isArchived: 1 }, { onSettled: () => setConfirm(false) })}
          >
            {t('devices.archive.archive')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
