import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OutboxPanel } from '../../../components/mail/outbox-panel';
import { PageHeader } from '../../../components/page-header';
import { MailTemplatesTab } from '../components/mail-templates-tab';

type TabKey = 'templates' | 'outbox';
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

/** SPEC §2 /Dashboard/Mails: mail templates, and the outbox of all mails sent through the platform. */
export function MailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'outbox' ? 'outbox' : 'templates';
  const select = (value: TabKey) => setParams(value === 'outbox' ? { tab: 'outbox' } : {}, { replace: true });

  return (
    <>
      <PageHeader title={t('mails.title')} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_event, value: TabKey) => select(value)} aria-label={t('mails.title')}>
          <Tab
            value="templates"
            label={t('mails.templatesTitle')}
            id="mails-tab-templates"
            aria-controls="mails-panel"
          />
          <Tab value="outbox" label={t('mail.outbox.title')} id="mails-tab-outbox" aria-controls="mails-panel" />
        </Tabs>
        <Box role="tabpanel" id="mails-panel" aria-labelledby={`mails-tab-${tab}`} sx={PANEL}>
          {tab === 'templates' ? <MailTemplatesTab /> : <OutboxPanel />}
        </Box>
      </Paper>
    </>
  );
}
