import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Company } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationsOfChannels } from '../../../api/playlists/channel-locations';
import type { Channel } from '../../../api/playlists/channels';
import { useSetCompanyLink } from '../../../api/playlists/link-company';
import { networkLinkState } from '../lib/link-plan';
import { CompanySelect } from './company-select';

interface Props {
  channels: readonly Channel[];
  companies: readonly Company[];
}

/** Tab Netzwerke: a network's channels; assigning links a channel into all its locations, removing takes it out. */
export function NetworkChannelsTab({ channels, companies }: Props) {
  const { t } = useTranslation();
  const networks = useMemo(() => companies.filter((c) => c.isMother === 1), [companies]);
  const [network, setNetwork] = useState('');
  const states = useLocationsOfChannels(
    channels.map((c) => c.guid),
    network || null,
  );
  const link = useSetCompanyLink();

  return (
    <Stack spacing={2}>
      <CompanySelect
        id="channels-network"
        label={t('channels.network')}
        companies={networks}
        value={network}
        onChange={setNetwork}
      />
      {network ? (
        <Paper variant="outlined">
          <Table size="small" aria-label={t('channels.networkTable')} data-testid="network-channels">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('channels.columns.name')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('channels.columns.state')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('common.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {channels.map((channel, index) => {
                const data = states[index]?.data;
                const state = data ? networkLinkState(data) : null;
                const linked = data?.filter((l) => l.linked).length ?? 0;
                return (
                  <TableRow key={channel.guid} data-testid="network-channel-row" data-name={channel.name}>
                    <TableCell>{channel.name}</TableCell>
                    <TableCell>
                      {data ? (
                        <Chip
                          size="small"
                          color={state === 'all' ? 'success' : state === 'some' ? 'warning' : 'default'}
                          label={t('channels.linkedOf', { linked, total: data.length })}
                        />
                      ) : (
                        t('app.loading')
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button
                        size="small"
                        disabled={!data || state === 'all' || link.isPending}
                        onClick={() => link.mutate({ channel: channel.guid, company: network, linked: true })}
                      >
                        {t('channels.assign')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={!data || state === 'none' || link.isPending}
                        onClick={() => link.mutate({ channel: channel.guid, company: network, linked: false })}
                      >
                        {t('channels.remove')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      ) : (
        <Typography color="text.secondary">{t('channels.chooseNetwork')}</Typography>
      )}
    </Stack>
  );
}
