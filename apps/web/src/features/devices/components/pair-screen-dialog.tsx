import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Device, normalizePairingCode, PAIRING_CODE_LENGTH } from '@signage/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocationsOf, useNetworks } from '../../../api/companies/companies';
import { usePairScreen } from '../../../api/devices/pair-screen';
import { usePlaylists } from '../../../api/playlists/list-playlists';
import { describeError } from '../../../lib/describe-error';

interface Props {
  open: boolean;
  onClose: () => void;
}

const EMPTY = { code: '', network: '', location: '', playlist: '' };

/**
 * Geräte → 'Bildschirm koppeln': the code a new screen shows, then network → location → playlist. It ends with
 * a link to the paired screen: the list's default filter (SPEC §4) does not show assigned screens.
 */
export function PairScreenDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [paired, setPaired] = useState<Device | null>(null);
  const networks = useNetworks({ enabled: open });
  const locations = useLocationsOf(form.network || null);
  const playlists = usePlaylists({});
  const pair = usePairScreen();
  // Playlists of the chosen network or one of its locations (the server refuses others).
  const inNetwork = new Set([form.network, ...(locations.data ?? []).map((l) => l.guid)]);
  const playlistChoices = form.network ? (playlists.data ?? []).filter((p) => inNetwork.has(p.guidCompany ?? '')) : [];
  const codeReady = normalizePairingCode(form.code).length === PAIRING_CODE_LENGTH;
  const ready = codeReady && form.network && form.location && form.playlist;

  const close = () => {
    if (pair.isPending) return;
    setForm(EMPTY);
    setPaired(null);
    pair.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      const { device } = await pair.mutateAsync(form);
      setForm(EMPTY);
      pair.reset();
      setPaired(device);
    } catch {
      // shown below
    }
  };

  if (paired) {
    return (
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="pair-screen-title">
        <PairedStep device={paired} onClose={close} />
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="pair-screen-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="pair-screen-title">{t('pairing.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('pairing.dialogHint')}</DialogContentText>
            {pair.error ? (
              <Alert severity="error" data-testid="pair-screen-error">
                {describeError(pair.error, t)}
              </Alert>
            ) : null}
            <TextField
              id="pair-screen-code"
              label={t('pairing.code')}
              value={form.code}
              autoFocus
              autoComplete="off"
              onChange={(e) => setForm({ ...form, code: e.target.value })}
              slotProps={{
                htmlInput: { maxLength: 12, style: { textTransform: 'uppercase', letterSpacing: '0.2em' } },
              }}
            />
            <TextField
              id="pair-screen-network"
              select
              label={t('pairing.network')}
              value={form.network}
              onChange={(e) => setForm({ ...form, network: e.target.value, location: '', playlist: '' })}
            >
              {(networks.data ?? []).map((n) => (
                <MenuItem key={n.guid} value={n.guid}>
                  {n.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="pair-screen-location"
              select
              label={t('pairing.location')}
              value={form.location}
              disabled={!form.network}
              onChange={(e) => setForm({ ...form, location: e.target.value })}
            >
              {(locations.data ?? []).map((l) => (
                <MenuItem key={l.guid} value={l.guid}>
                  {l.city ? `${l.name} (${l.city})` : l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="pair-screen-playlist"
              select
              label={t('pairing.playlist')}
              value={form.playlist}
              disabled={!form.network}
              helperText={form.network && playlistChoices.length === 0 ? t('pairing.noPlaylist') : undefined}
              onChange={(e) => setForm({ ...form, playlist: e.target.value })}
            >
              {playlistChoices.map((p) => (
                <MenuItem key={p.guid} value={p.guid}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready} loading={pair.isPending}>
            {t('pairing.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The last step: the screen is paired; its page is one click away (it is not in the default list). */
function PairedStep({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle id="pair-screen-title">{t('pairing.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success" data-testid="pair-screen-done">
            {t('pairing.done', { name: device.name })}
          </Alert>
          <DialogContentText>{t('pairing.whereToFind')}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          component={RouterLink}
          to={`/Geraete/${encodeURIComponent(device.guid)}`}
          variant="contained"
          startIcon={<OpenInBrowserIcon />}
        >
          {t('pairing.openDevice')}
        </Button>
      </DialogActions>
    </>
  );
}
