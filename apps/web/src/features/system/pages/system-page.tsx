import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoPermission } from '../../../components/no-permission';
import { PageHeader } from '../../../components/page-header';
import { useCredentials } from '../../../hooks/use-credentials';
import { AuditTab } from '../components/audit-tab';
import { ConfigTab } from '../components/config-tab';
import { HotelImportTab } from '../components/hotel-import-tab';
import { ServerLogTab } from '../components/server-log-tab';

type TabKey = 'config' | 'logs' | 'audit' | 'hotels';
const TABS: readonly TabKey[] = ['config', 'logs', 'audit', 'hotels'];
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

/** /Dashboard/System (administrators = global users with the roles right): settings, server log, audit log, hotel import. */
export function SystemPage() {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'config';

  if (me && me.guidParent !== null) return <NoPermission />;
  return (
    <>
      <PageHeader title={t('system.title')} subtitle={t('system.subtitle')} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => setParams(value === 'config' ? {} : { tab: value }, { replace: true })}
          aria-label={t('system.title')}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={t(`system.tabs.${key}`)} id={`system-tab-${key}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-labelledby={`system-tab-${tab}`} sx={PANEL}>
          {tab === 'config' ? <ConfigTab /> : null}
          {tab === 'logs' ? <ServerLogTab /> : null}
          {tab === 'audit' ? <AuditTab /> : null}
          {tab === 'hotels' ? <HotelImportTab /> : null}
        </Box>
      </Paper>
    </>
  );
}
