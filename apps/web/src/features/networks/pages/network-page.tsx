import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { hasRight, R } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCompany } from '../../../api/companies/companies';
import { deleteCompany } from '../../../api/companies/delete-company';
import { NoPermission } from '../../../components/no-permission';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { useNewRecord } from '../../../hooks/use-new-record';
import { CompanyTabs } from '../components/company-tabs';
import { CompanyUnavailable } from '../components/company-unavailable';
import { NetworkTabPanel } from '../components/network-tab-panel';
import { locationPath, networkTabPath } from '../lib/company-paths';
import { NETWORK_TABS, selectTab, visibleTabs } from '../lib/network-tabs';

/** SPEC §2 /Netzwerke/{companyId} and /Netzwerke/{companyId}/{tabId}: the network with its nine tabs. */
export function NetworkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { companyId = '', tabId } = useParams();
  const me = useCredentials().data;
  const company = useCompany(companyId, { staleTime: 0 });
  // 'Netzwerk erstellen' opens an empty network: left without saving its Stammdaten, it goes again, as new users,
  // roles, templates and mails do; the tabs keep this page, so only leaving the network counts.
  const draft = useNewRecord(() => deleteCompany(companyId));

  if (company.isPending) return <LoadingState />;
  if (company.isError) return <CompanyUnavailable error={company.error} onRetry={() => void company.refetch()} />;
  const network = company.data;
  if (network.isMother !== 1) return <Navigate to={locationPath(network.guidParent, network.guid)} replace />;

  const organiser = network.typ === 1;
  const tabs = visibleTabs(NETWORK_TABS, {
    rights: me?.rights,
    myNetwork: me?.networkGuid,
    network: network.guid,
    organiser,
  });
  const { tab, canonical } = selectTab(tabs, tabId);
  if (!tab) return <NoPermission />;
  if (!canonical && tabId !== undefined) return <Navigate to={networkTabPath(network.guid, tab.index)} replace />;

  return (
    <>
      <PageHeader
        title={network.name}
        documentTitle={[t('networks.documentTitle', { name: network.name }), t(`networks.tabs.${tab.key}`)]}
        subtitle={[organiser ? t('networks.typ.organiser') : t('networks.typ.normal'), network.city]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            {hasRight(me?.rights, R.operatorConsent) ? (
              <Button variant="outlined" component={RouterLink} to={`/Netzwerke/${network.guid}/Nachweise`}>
                {t('networks.operatorConsents')}
              </Button>
            ) : null}
            {organiser ? <Chip color="secondary" variant="outlined" label={t('networks.organiser')} /> : null}
          </>
        }
      />
      <CompanyTabs
        label={t('networks.tabsLabel')}
        tabs={tabs}
        selected={tab.key}
        onSelect={(next) => navigate(networkTabPath(network.guid, next.index), { replace: true })}
      >
        <NetworkTabPanel
          key={tab.key}
          network={network}
          tab={tab.key}
          onSaved={draft.settled}
          onCancel={() => void draft.leave('/Dashboard/Netzwerke')}
        />
      </CompanyTabs>
    </>
  );
}
