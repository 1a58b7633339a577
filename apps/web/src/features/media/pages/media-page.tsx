import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useCredentials } from '../../../hooks/use-credentials';
import { isLocationUser } from '../../../lib/reach';
import { AllMediaTab } from '../components/all-media-tab';
import { MediaAdminTab } from '../components/media-admin-tab';

type TabKey = 'all' | 'admin';
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

/** SPEC §2 /Dashboard/Medien: tabs 'Alle Medien' and 'Medien Verwaltung' (the latter for network and global users). */
export function MediaPage() {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const mayManage = !isLocationUser(me);
  const [tab, setTab] = useState<TabKey>('all');
  const tabs: TabKey[] = mayManage ? ['all', 'admin'] : ['all'];
  return (
    <>
      <PageHeader title={t('media.title')} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_e, value: TabKey) => setTab(value)} aria-label={t('media.title')}>
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`media.tabs.${key}`)}
              id={`media-tab-${key}`}
              aria-controls={`media-panel-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`media-panel-${tab}`} aria-labelledby={`media-tab-${tab}`} sx={PANEL}>
          {tab === 'all' ? <AllMediaTab /> : <MediaAdminTab />}
        </Box>
      </Paper>
    </>
  );
}
