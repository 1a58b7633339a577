import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAllCompanies } from '../../../api/companies/companies';
import { type Channel, useChannels } from '../../../api/playlists/channels';
import { PageHeader } from '../../../components/page-header';
import { StatsDialog } from '../../../components/playlist-stats';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { ChannelDistributionDialog } from '../components/channel-distribution-dialog';
import { ChannelsTable } from '../components/channels-table';
import { LocationChannelsTab } from '../components/location-channels-tab';
import { NetworkChannelsTab } from '../components/network-channels-tab';

type TabKey = 'channels' | 'networks' | 'locations';
const TABS: readonly TabKey[] = ['channels', 'networks', 'locations'];
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

/** SPEC §2 /Dashboard/Channels: tabs Kanäle, Netzwerke, Standorte with assign/remove. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('channels');
  const channels = useChannels();
  const companies = useAllCompanies();
  const [distributing, setDistributing] = useState<Channel | null>(null);
  const [stats, setStats] = useState<Channel | null>(null);
  const failed = channels.error ?? companies.error;

  return (
    <>
      <PageHeader title={t('channels.title')} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_e, value: TabKey) => setTab(value)} aria-label={t('channels.title')}>
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`channels.tabs.${key}`)}
              id={`channels-tab-${key}`}
              aria-controls={`channels-panel-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`channels-panel-${tab}`} aria-labelledby={`channels-tab-${tab}`} sx={PANEL}>
          {channels.isPending || companies.isPending ? <LoadingState /> : null}
          {failed ? (
            <ErrorState
              error={failed}
              onRetry={() => {
                void channels.refetch();
                void companies.refetch();
              }}
            />
          ) : null}
          {channels.data && companies.data ? (
            <>
              {tab === 'channels' ? (
                <ChannelsTable
                  channels={channels.data}
                  onDistribute={setDistributing}
                  onStats={setStats}
                  onEdit={(c) => navigate(`/Playlist/${c.guid}`)}
                />
              ) : null}
              {tab === 'networks' ? <NetworkChannelsTab channels={channels.data} companies={companies.data} /> : null}
              {tab === 'locations' ? <LocationChannelsTab channels={channels.data} companies={companies.data} /> : null}
            </>
          ) : null}
        </Box>
      </Paper>
      <ChannelDistributionDialog channel={distributing} onClose={() => setDistributing(null)} />
      <StatsDialog playlist={stats} onClose={() => setStats(null)} />
    </>
  );
}
