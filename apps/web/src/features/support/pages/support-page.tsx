import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OutboxPanel } from '../../../components/mail/outbox-panel';
import { PageHeader } from '../../../components/page-header';
import { SupportDevicesTab } from '../components/support-devices-tab';

type TabKey = 'devices' | 'outbox';
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

/** SPEC §2 /Dashboard/Support: the support list, and the outbox ('Postausgang') of the support mails. */
export function SupportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'outbox' ? 'outbox' : 'devices';
  const select = (value: TabKey) => setParams(value === 'outbox' ? { tab: 'outbox' } : {}, { replace: true });

  return (
    <>
      <PageHeader title={t('support.title')} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_event, value: TabKey) => select(value)} aria-label={t('support.title')}>
          <Tab value="devices" label={t('support.tabDevices')} id="support-tab-devices" aria-controls="support-panel" />
          <Tab value="outbox" label={t('mail.outbox.title')} id="support-tab-outbox" aria-controls="support-panel" />
        </Tabs>
        <Box role="tabpanel" id="support-panel" aria-labelledby={`support-tab-${tab}`} sx={PANEL}>
          {tab === 'devices' ? <SupportDevicesTab /> : <OutboxPanel />}
        </Box>
      </Paper>
    </>
  );
}
