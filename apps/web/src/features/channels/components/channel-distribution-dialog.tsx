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
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllCompanies } from '../../../api/companies/companies';
import { channelKeys } from '../../../api/playlists/channel-keys';
import { useChannelLocations } from '../../../api/playlists/channel-locations';
import type { Channel } from '../../../api/playlists/channels';
import { useCreateAndLinkCompanies } from '../../../api/playlists/create-and-link-companies';
import { playlistKeys } from '../../../api/playlists/keys';
import { setCompanyLink } from '../../../api/playlists/link-company';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useChosen } from '../../../hooks/use-chosen';
import { describeError } from '../../../lib/describe-error';
import { linkChanges } from '../lib/link-plan';
import { CompanySelect } from './company-select';

/** SPEC §2 'channel distribution / locations assignment': which locations of a network get the channel. */
export function ChannelDistributionDialog({ channel, onClose }: { channel: Channel | null; onClose: () => void }) {
  return channel ? <DistributionContent key={channel.guid} channel={channel} onClose={onClose} /> : null;
}

function DistributionContent({ channel, onClose }: { channel: Channel; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companies = useAllCompanies();
  const networks = useMemo(() => (companies.data ?? []).filter((c) => c.isMother === 1), [companies.data]);
  const [network, setNetwork] = useState('');
  const locations = useChannelLocations(channel.guid, network || null);
  const { chosen, setChosen, flip } = useChosen();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const addMany = useCreateAndLinkCompanies();

  useEffect(() => {
    if (locations.data) setChosen(new Set(locations.data.filter((l) => l.linked).map((l) => l.guid)));
  }, [locations.data, setChosen]);

  const changes = linkChanges(locations.data ?? [], chosen);

  /** Adds with createAndLinkCompanies (loops created where missing), removes with unlink per location. */
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      if (changes.add.length) await addMany.mutateAsync({ playlists: [channel.guid], companies: changes.add });
      for (const company of changes.remove) await setCompanyLink({ channel: channel.guid, company, linked: false });
      setDone(true);
    } catch (failure) {
      setError(describeError(failure, t));
    } finally {
      setSaving(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
        queryClient.invalidateQueries({ queryKey: playlistKeys.all }),
      ]);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="distribution-title">
      <DialogTitle id="distribution-title">{t('channels.distribution.title', { name: channel.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('channels.distribution.text')}</DialogContentText>
        {companies.isError ? <ErrorState error={companies.error} /> : null}
        <CompanySelect
          id="distribution-network"
          label={t('channels.network')}
          companies={networks}
          value={network}
          onChange={(guid) => {
            setNetwork(guid);
            setDone(false);
          }}
        />
        {network && locations.isPending ? <LoadingState /> : null}
        {locations.isError ? <ErrorState error={locations.error} onRetry={() => void locations.refetch()} /> : null}
        {locations.data?.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('channels.noLocations')}
          </Typography>
        ) : null}
        <FormGroup sx={{ mt: 1 }}>
          {(locations.data ?? []).map((l) => (
            <FormControlLabel
              key={l.guid}
              control={<Checkbox checked={chosen.has(l.guid)} onChange={() => flip(l.guid)} />}
              label={t('channels.locationLabel', { name: l.name, count: l.cntDevices })}
            />
          ))}
        </FormGroup>
        {done ? <Alert severity="success">{t('channels.distribution.saved')}</Alert> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="contained"
          disabled={changes.add.length + changes.remove.length === 0}
          loading={saving}
          onClick={() => void save()}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
