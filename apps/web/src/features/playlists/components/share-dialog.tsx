import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllCompanies } from '../../../api/companies/companies';
import { useSharePlaylist } from '../../../api/playlists/share-playlist';
import { useChosen } from '../../../hooks/use-chosen';
import { describeError } from '../../../lib/describe-error';

export interface ShareTarget {
  guid: string;
  name: string;
  owner: string;
}

/** SPEC §2/§6 playlist share (organiser networks): links the playlist into the chosen locations' loops. */
export function ShareDialog({ target, onClose }: { target: ShareTarget | null; onClose: () => void }) {
  return target ? <ShareContent key={target.guid} target={target} onClose={onClose} /> : null;
}

function ShareContent({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const companies = useAllCompanies();
  const share = useSharePlaylist();
  const [network, setNetwork] = useState('');
  const { chosen, setChosen, flip } = useChosen();
  const networks = useMemo(() => (companies.data ?? []).filter((c) => c.isMother === 1), [companies.data]);
  const locations = useMemo(
    () => (companies.data ?? []).filter((c) => c.isMother === 0 && c.guidParent === network),
    [companies.data, network],
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-title">
      <DialogTitle id="share-title">{t('playlists.share.title', { name: target.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('playlists.share.text')}</DialogContentText>
        <TextField
          select
          id="share-network"
          label={t('playlists.share.network')}
          value={network}
          onChange={(event) => {
            setNetwork(event.target.value);
            setChosen(new Set());
          }}
        >
          {networks.map((n) => (
            <MenuItem key={n.guid} value={n.guid}>
              {n.name}
            </MenuItem>
          ))}
        </TextField>
        {network && locations.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('playlists.share.noLocations')}
          </Typography>
        ) : null}
        {locations.length > 0 ? (
          <FormGroup sx={{ mt: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={chosen.size === locations.length}
                  indeterminate={chosen.size > 0 && chosen.size < locations.length}
                  onChange={(_e, checked) => setChosen(checked ? new Set(locations.map((l) => l.guid)) : new Set())}
                />
              }
              label={t('playlists.share.all')}
            />
            {locations.map((l) => (
              <FormControlLabel
                key={l.guid}
                sx={{ pl: 3 }}
                control={<Checkbox checked={chosen.has(l.guid)} onChange={() => flip(l.guid)} />}
                label={l.city ? `${l.name} (${l.city})` : l.name}
              />
            ))}
          </FormGroup>
        ) : null}
        {share.isSuccess ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('playlists.share.done', { locations: share.data.locations, added: share.data.playlistsAdded })}
          </Alert>
        ) : null}
        {share.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(share.error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          loading={share.isPending}
          onClick={() => share.mutate({ playlist: target.guid, owner: target.owner, companies: [...chosen] })}
        >
          {t('playlists.share.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
