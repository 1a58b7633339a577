import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { isWebAddress, WEB_ADDRESS_DEFAULT } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  error: string | null;
  onCancel: () => void;
  onConfirm: (address: string) => void;
}

/** SPEC §2 'web address' dialog; the default '{host}' stands for this server's address (SPEC §5). */
export function WebAddressDialog(props: Props) {
  return props.open ? <WebAddressContent {...props} /> : null;
}

function WebAddressContent({ busy, error, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(WEB_ADDRESS_DEFAULT);
  const valid = isWebAddress(address);
  const submit = () => {
    if (valid) onConfirm(address.trim());
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="web-address-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="web-address-title">{t('playlists.web.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('playlists.web.text')}</DialogContentText>
          <TextField
            id="web-address"
            label={t('playlists.web.address')}
            value={address}
            autoFocus
            onChange={(event) => setAddress(event.target.value)}
            error={!valid || Boolean(error)}
            helperText={error ?? (valid ? t('playlists.web.hostHint') : t('playlists.web.invalid'))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid} loading={busy}>
            {t('playlists.web.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
