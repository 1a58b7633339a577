import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ChannelValue, type Company, channelIn, ORGANISER_CHANNEL, organiserNetworkOf } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllCompanies } from '../../../api/companies/companies';
import { useCreatePlaylist } from '../../../api/playlists/create-playlist';
import { useCredentials } from '../../../hooks/use-credentials';
import { describeError } from '../../../lib/describe-error';
import { isLocationUser } from '../../../lib/reach';
import { companyChoices, GLOBAL_CHOICE } from '../lib/company-choices';

/** New playlist (SPEC §7: create takes guidCompany and channel), then its editor opens. */
export function CreatePlaylistDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (guid: string) => void;
}) {
  return open ? <CreateContent onClose={onClose} onCreated={onCreated} /> : null;
}

function CreateContent({ onClose, onCreated }: { onClose: () => void; onCreated: (guid: string) => void }) {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const companies = useAllCompanies();
  const create = useCreatePlaylist();
  const global = !me?.guidParent;
  const locationUser = isLocationUser(me);
  const choices = useMemo(() => companyChoices(companies.data ?? [], global), [companies.data, global]);
  const [name, setName] = useState('');
  const [company, setCompany] = useState(me?.guidParent ?? GLOBAL_CHOICE);
  const [channel, setChannel] = useState<ChannelValue>(0);
  const byGuid = useMemo(() => new Map((companies.data ?? []).map((c: Company) => [c.guid, c])), [companies.data]);
  const organiser = company !== GLOBAL_CHOICE && organiserNetworkOf(byGuid, company) === company;
  const effectiveChannel = organiser ? channel : channelIn(channel, null);

  const submit = () =>
    create.mutate(
      { name: name.trim(), guidCompany: company === GLOBAL_CHOICE ? null : company, channel: effectiveChannel },
      { onSuccess: (playlist) => onCreated(playlist.guid) },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="create-playlist-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) submit();
        }}
      >
        <DialogTitle id="create-playlist-title">{t('playlists.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id="create-name"
              label={t('playlists.fields.name')}
              value={name}
              autoFocus
              onChange={(e) => setName(e.target.value)}
            />
            <TextField
              select
              id="create-company"
              label={t('playlists.create.company')}
              value={company}
              onChange={(e) => setCompany(e.target.value)}
            >
              {choices.map((choice) => (
                <MenuItem key={choice.value} value={choice.value} sx={{ pl: choice.depth ? 4 : 2 }}>
                  {choice.value === GLOBAL_CHOICE ? t('playlists.global') : choice.label}
                </MenuItem>
              ))}
            </TextField>
            {locationUser ? null : (
              <TextField
                select
                id="create-channel"
                label={t('playlists.create.kind')}
                value={effectiveChannel}
                onChange={(e) => setChannel(Number(e.target.value) as ChannelValue)}
              >
                <MenuItem value={0}>{t('playlists.kinds.normal')}</MenuItem>
                <MenuItem value={1}>{t('playlists.kinds.channel')}</MenuItem>
                {organiser ? <MenuItem value={ORGANISER_CHANNEL}>{t('playlists.kinds.organiser')}</MenuItem> : null}
              </TextField>
            )}
            {create.isError ? <Alert severity="error">{describeError(create.error, t)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim()} loading={create.isPending}>
            {t('playlists.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
