import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Company } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworks } from '../../api/companies/companies';
import { describeError } from '../../lib/describe-error';
import { QueryStatus } from '../query-state';
import { networkChoices } from './network-choices';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Performs the assignment (companies/link for a location, devices/link for a device); the dialog closes when it resolves. */
  onAssign: (network: Company) => Promise<unknown>;
  /** Dialog title; default 'Netzwerk zuweisen'. */
  title?: string;
  /** Organiser networks (typ 1) take no locations. */
  excludeOrganisers?: boolean;
  currentGuid?: string | null;
}

/** SPEC §2 dialogs: the network assignment — pick one of the networks the user may see. */
export function CompanyAssignDialog({ open, onClose, onAssign, title, excludeOrganisers = false, currentGuid }: Props) {
  const { t } = useTranslation();
  const networks = useNetworks({ enabled: open });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Company | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const choices = networkChoices(networks.data ?? [], search, { excludeOrganisers, excludeGuid: currentGuid });

  const close = () => {
    if (busy) return;
    setSearch('');
    setSelected(null);
    setError(null);
    onClose();
  };

  const assign = async () => {
    if (!selected) return;
    setBusy(true);
    setError(null);
    try {
      await onAssign(selected);
      setBusy(false);
      setSelected(null);
      setSearch('');
      onClose();
    } catch (err) {
      setBusy(false);
      setError(err);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="company-assign-title">
      <DialogTitle id="company-assign-title">{title ?? t('companyAssign.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? (
            <Alert severity="error" data-testid="company-assign-error">
              {describeError(error, t)}
            </Alert>
          ) : null}
          <TextField
            id="company-assign-search"
            type="search"
            label={t('companyAssign.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <QueryStatus query={networks} />
          {networks.data ? (
            <Paper variant="outlined" sx={{ maxHeight: 320, overflow: 'auto' }}>
              {choices.length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
                  {t('companyAssign.empty')}
                </Typography>
              ) : (
                <List dense aria-label={t('companyAssign.listLabel')} data-testid="company-assign-list">
                  {/* each button in its own <li>: a list holds only list items (WCAG 1.3.1, axe 'list') */}
                  {choices.map((network) => (
                    <ListItem key={network.guid} disablePadding>
                      <ListItemButton
                        selected={selected?.guid === network.guid}
                        onClick={() => setSelected(network)}
                        aria-pressed={selected?.guid === network.guid}
                      >
                        <ListItemText primary={network.name} secondary={network.city} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </Paper>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void assign()} disabled={!selected} loading={busy}>
          {t('companyAssign.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
