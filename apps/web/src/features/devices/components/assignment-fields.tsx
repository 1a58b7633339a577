import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Device, R } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLinkDevice } from '../../../api/devices/link-device';
import { CompanyAssignDialog } from '../../../components/company-assign/company-assign-dialog';
import { useRight } from '../../../hooks/use-credentials';

/** A read-only value with its buttons beside it (network, playlist). */
function ReadOnlyRow({
  id,
  label,
  value,
  children,
}: {
  id: string;
  label: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField id={id} label={label} value={value} slotProps={{ input: { readOnly: true } }} sx={{ flex: 1 }} />
      {children}
    </Stack>
  );
}

/** SPEC §2: network name with the assign button (network assignment dialog, devices/link). */
export function NetworkAssignment({ device }: { device: Device }) {
  const { t } = useTranslation();
  const canManage = useRight(R.devices);
  const link = useLinkDevice();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ReadOnlyRow
        id="device-network"
        label={t('devices.fields.network')}
        value={device.networkName ?? t('devices.noNetwork')}
      >
        <Button startIcon={<LinkIcon />} onClick={() => setOpen(true)} disabled={!canManage}>
          {t('devices.fields.assignNetwork')}
        </Button>
      </ReadOnlyRow>
      <CompanyAssignDialog
        open={open}
        onClose={() => setOpen(false)}
        currentGuid={device.networkGuid}
        onAssign={(network) => link.mutateAsync({ companyId: network.guid, deviceGuid: device.guid })}
      />
    </>
  );
}

/** SPEC §2: playlist name with assign (disabled, as the spec shows it) and edit (to /Playlist/{guid}). */
export function PlaylistAssignment({ device }: { device: Device }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useRight(R.playlist);
  return (
    <ReadOnlyRow
      id="device-playlist"
      label={t('devices.fields.playlist')}
      value={device.playlistName ?? t('devices.fields.noPlaylist')}
    >
      <Button startIcon={<LinkIcon />} disabled>
        {t('devices.fields.assignPlaylist')}
      </Button>
      <Button
        startIcon={<EditIcon />}
        disabled={!device.guidPlaylist || !canEdit}
        onClick={() => navigate(`/Playlist/${device.guidPlaylist}`)}
      >
        {t('devices.fields.editPlaylist')}
      </Button>
    </ReadOnlyRow>
  );
}
