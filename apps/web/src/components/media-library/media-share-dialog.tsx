import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Company, MediaActiveResult } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationsOf } from '../../api/companies/companies';
import { useMediaActiveStates, useSetMediaActive } from '../../api/media/media-active';
import { ErrorState, LoadingState } from '../query-state';

export interface SharedMedia {
  guid: string;
  name: string;
  /** The network whose locations are offered. */
  networkGuid: string | null;
}

/**
 * SPEC §2 dialogs 'share/remove media item on other devices': one switch per location of the
 * network; on adds the media item to the loops of the location's devices, off removes it (SPEC §4).
 */
export function MediaShareDialog({ media, onClose }: { media: SharedMedia | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={media !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="media-share-title">
      <DialogTitle id="media-share-title">{t('mediaShare.title', { name: media?.name ?? '' })}</DialogTitle>
      <DialogContent>{media ? <ShareContent media={media} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ShareContent({ media }: { media: SharedMedia }) {
  const { t } = useTranslation();
  const locations = useLocationsOf(media.networkGuid);
  if (!media.networkGuid) return <Alert severity="info">{t('mediaShare.noNetwork')}</Alert>;
  if (locations.isPending) return <LoadingState />;
  if (locations.isError) return <ErrorState error={locations.error} onRetry={() => void locations.refetch()} />;
  if (locations.data.length === 0) return <Typography color="text.secondary">{t('mediaShare.noLocations')}</Typography>;
  return <LocationSwitches media={media} locations={locations.data} />;
}

function LocationSwitches({ media, locations }: { media: SharedMedia; locations: readonly Company[] }) {
  const { t } = useTranslation();
  const states = useMediaActiveStates(
    locations.map((l) => l.guid),
    media.guid,
  );
  const set = useSetMediaActive();
  const [last, setLast] = useState<MediaActiveResult | null>(null);

  const toggle = (companyId: string, state: 0 | 1) =>
    set.mutate({ companyId, itemGuid: media.guid, state }, { onSuccess: (result) => setLast(result) });

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('mediaShare.hint')}
      </Typography>
      <List dense>
        {locations.map((location, index) => {
          const state = states[index];
          const on = state.data?.state === 1;
          return (
            <ListItem
              key={location.guid}
              secondaryAction={
                <Switch
                  edge="end"
                  checked={on}
                  disabled={!state.data || set.isPending}
                  onChange={(_e, checked) => toggle(location.guid, checked ? 1 : 0)}
                  slotProps={{ input: { 'aria-label': t('mediaShare.toggle', { name: location.name }) } }}
                />
              }
            >
              <ListItemText
                primary={location.name}
                secondary={
                  state.data
                    ? t('mediaShare.counts', { containing: state.data.containing, playlists: state.data.playlists })
                    : state.isError
                      ? t('common.loadFailed')
                      : t('app.loading')
                }
              />
            </ListItem>
          );
        })}
      </List>
      {last?.refused ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('mediaShare.refused', { count: last.refused })}
        </Alert>
      ) : null}
    </>
  );
}
