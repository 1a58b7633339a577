import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useCompany } from '../../../api/companies/companies';
import { useLinkCompany } from '../../../api/companies/link-company';
import { CompanyAssignDialog } from '../../../components/company-assign/company-assign-dialog';
import { NoPermission } from '../../../components/no-permission';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { CompanyTabs } from '../components/company-tabs';
import { CompanyUnavailable } from '../components/company-unavailable';
import { LocationTabPanel } from '../components/location-tab-panel';
import { locationCloseTarget, locationPath, networkTabPath } from '../lib/company-paths';
import { LOCATION_TABS, visibleTabs } from '../lib/network-tabs';

/** SPEC §2 /Netzwerke/{companyId}/Standort/{locationId} and /Standort/{guid}: the location detail. */
export function LocationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routerLocation = useLocation();
  const { companyId, locationId, guid } = useParams();
  const [search, setSearch] = useSearchParams();
  const me = useCredentials().data;
  const company = useCompany(locationId ?? guid ?? '', { staleTime: 0 });
  const link = useLinkCompany();
  const [assigning, setAssigning] = useState(false);

  if (company.isPending) return <LoadingState />;
  if (company.isError) return <CompanyUnavailable error={company.error} onRetry={() => void company.refetch()} />;
  const location = company.data;
  if (location.isMother === 1) return <Navigate to={networkTabPath(location.guid, 0)} replace />;
  if ((companyId ?? null) !== location.guidParent) {
    return <Navigate to={`${locationPath(location.guidParent, location.guid)}${routerLocation.search}`} replace />;
  }

  const tabs = visibleTabs(LOCATION_TABS, {
    rights: me?.rights,
    myNetwork: me?.networkGuid,
    network: location.guidParent,
    organiser: false,
  });
  const tab = tabs.find((entry) => entry.key === search.get('tab')) ?? tabs[0];
  if (!tab) return <NoPermission />;

  // Back where the user came from; a directly opened page goes to the network's Standorte tab.
  const close = () =>
    routerLocation.key !== 'default' ? navigate(-1) : navigate(locationCloseTarget(location.guidParent));

  return (
    <>
      <Breadcrumbs aria-label={t('networks.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/Dashboard" underline="hover" color="inherit">
          {t('networks.breadcrumbDashboard')}
        </Link>
        <Link component={RouterLink} to="/Dashboard/Netzwerke" underline="hover" color="inherit">
          {t('networks.title')}
        </Link>
        {location.guidParent ? (
          <Link component={RouterLink} to={networkTabPath(location.guidParent, 3)} underline="hover" color="inherit">
            {location.parentName ?? t('networks.noNetwork')}
          </Link>
        ) : null}
        <Typography color="text.primary">{location.name}</Typography>
      </Breadcrumbs>
      <PageHeader
        title={`${t('networks.location')} ${location.name}`}
        documentTitle={[`${t('networks.location')} ${location.name}`, t(`networks.tabs.${tab.key}`)]}
        subtitle={location.parentName ?? t('networks.noNetwork')}
        actions={
          <>
            {location.guidParent ? null : (
              <Button startIcon={<LinkIcon />} onClick={() => setAssigning(true)} data-testid="location-assign">
                {t('networks.assign')}
              </Button>
            )}
            <IconButton aria-label={t('common.close')} onClick={close} data-testid="location-close">
              <CloseIcon />
            </IconButton>
          </>
        }
      />
      <CompanyTabs
        label={t('networks.locationTabsLabel')}
        tabs={tabs}
        selected={tab.key}
        onSelect={(next) => setSearch({ tab: next.key }, { replace: true })}
      >
        <LocationTabPanel key={tab.key} location={location} tab={tab.key} onClose={close} />
      </CompanyTabs>
      <CompanyAssignDialog
        open={assigning}
        excludeOrganisers
        onClose={() => setAssigning(false)}
        onAssign={(network) => link.mutateAsync({ company: location.guid, parent: network.guid })}
      />
    </>
  );
}
