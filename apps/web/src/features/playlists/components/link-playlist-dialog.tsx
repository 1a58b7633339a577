import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { channelKind } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannels } from '../../../api/playlists/channels';
import { usePlaylists } from '../../../api/playlists/list-playlists';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { linkCandidates } from '../lib/link-candidates';

interface Props {
  open: boolean;
  self: string;
  linked: ReadonlySet<string>;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (guid: string) => void;
}

/** SPEC §2 'add playlist item': links a channel or another playlist into this one (linkpl). */
export function LinkPlaylistDialog(props: Props) {
  return props.open ? <LinkContent {...props} /> : null;
}

function LinkContent({ self, linked, busy, error, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState('');
  const channels = useChannels();
  const playlists = usePlaylists({ showAll: true });
  const candidates = useMemo(
    () => linkCandidates(channels.data ?? [], playlists.data ?? [], self, linked, search),
    [channels.data, playlists.data, self, linked, search],
  );
  const pending = channels.isPending || playlists.isPending;
  const failed = channels.error ?? playlists.error;

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="link-playlist-title">
      <DialogTitle id="link-playlist-title">{t('playlists.link.title')}</DialogTitle>
      <DialogContent>
        <TextField
          id="link-playlist-search"
          type="search"
          label={t('playlists.link.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mt: 1, mb: 1 }}
        />
        {pending ? <LoadingState /> : null}
        {failed ? <ErrorState error={failed} /> : null}
        {!pending && candidates.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('playlists.link.none')}
          </Typography>
        ) : null}
        <RadioGroup
          aria-label={t('playlists.link.title')}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          sx={{ maxHeight: 360, overflow: 'auto', flexWrap: 'nowrap' }}
        >
          {candidates.map((c) => (
            <FormControlLabel
              key={c.guid}
              value={c.guid}
              control={<Radio size="small" />}
              label={`${c.name} (${t(`playlists.kinds.${channelKind(c.channel)}`)}${c.companyName ? ` · ${c.companyName}` : ''})`}
            />
          ))}
        </RadioGroup>
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!choice} loading={busy} onClick={() => onConfirm(choice)}>
          {t('playlists.link.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
