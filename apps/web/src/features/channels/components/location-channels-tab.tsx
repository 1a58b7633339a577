import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Company } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationsOfChannels } from '../../../api/playlists/channel-locations';
import type { Channel } from '../../../api/playlists/channels';
import { useSetCompanyLink } from '../../../api/playlists/link-company';
import { CompanySelect } from './company-select';

interface Props {
  channels: readonly Channel[];
  companies: readonly Company[];
}

/** Tab Standorte: one switch per channel; on links it into the location's loops, off deletes the linked item. */
export function LocationChannelsTab({ channels, companies }: Props) {
  const { t } = useTranslation();
  const locations = useMemo(() => companies.filter((c) => c.isMother === 0), [companies]);
  const networkName = useMemo(() => new Map(companies.map((c) => [c.guid, c.name])), [companies]);
  const [location, setLocation] = useState('');
  const states = useLocationsOfChannels(
    channels.map((c) => c.guid),
    location || null,
  );
  const link = useSetCompanyLink();
  /** The switch moves at once; the server's state replaces it when the call is done. */
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const toggle = (channel: string, checked: boolean) => {
    setPending((current) => new Map(current).set(channel, checked));
    link.mutate(
      { channel, company: location, linked: checked },
      {
        onSettled: () =>
          setPending((current) => {
            const next = new Map(current);
            next.delete(channel);
            return next;
          }),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <CompanySelect
        id="channels-location"
        label={t('channels.location')}
        companies={locations}
        value={location}
        onChange={setLocation}
        detail={(c) => (c.guidParent ? (networkName.get(c.guidParent) ?? null) : null)}
      />
      {location ? (
        <Paper variant="outlined">
          <List dense aria-label={t('channels.locationList')}>
            {channels.map((channel, index) => {
              const state = states[index];
              const linked = pending.get(channel.guid) ?? state?.data?.[0]?.linked ?? false;
              return (
                <ListItem
                  key={channel.guid}
                  secondaryAction={
                    <Switch
                      edge="end"
                      checked={linked}
                      disabled={!state?.data || link.isPending}
                      onChange={(_e, checked) => toggle(channel.guid, checked)}
                      slotProps={{ input: { 'aria-label': t('channels.toggle', { name: channel.name }) } }}
                    />
                  }
                >
                  <ListItemText primary={channel.name} secondary={channel.companyName ?? t('channels.global')} />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      ) : (
        <Typography color="text.secondary">{t('channels.chooseLocation')}</Typography>
      )}
    </Stack>
  );
}
