import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { Company } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { useCredentials } from '../../../hooks/use-credentials';
import { isLocationUser } from '../../../lib/reach';
import { canAddLocation, canDeleteLocation, canEditStammdaten } from '../lib/network-rights';
import type { NetworkTabKey } from '../lib/network-tabs';
import { CompanyEditor } from './company-editor';
import { DevicesTab } from './devices-tab';
import { LocationNetworkField } from './location-network-field';
import { LocationsTab } from './locations-tab';
import { OpeningHoursSection } from './opening-hours/opening-hours-section';
import { PlaylistsTab } from './playlists-tab';
import { UsersTab } from './users-tab';

interface Props {
  location: Company;
  tab: NetworkTabKey;
  onClose: () => void;
}

/** The content of one tab of the location detail. */
export function LocationTabPanel({ location, tab, onClose }: Props) {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const rights = me?.rights;
  const mine = me?.networkGuid;
  const network = location.guidParent;
  // A location user keeps its location's master data; adding and deleting locations is the network's business.
  const networkWide = !isLocationUser(me);
  switch (tab) {
    case 'stammdaten':
      return (
        <Stack spacing={3}>
          <CompanyEditor
            key={location.guid}
            company={location}
            canEdit={canEditStammdaten(rights, mine, network)}
            canDelete={networkWide && canDeleteLocation(rights, mine, network)}
            onCancel={onClose}
            onDeleted={onClose}
            networkField={<LocationNetworkField location={location} />}
          />
          <OpeningHoursSection company={location} canEdit={canEditStammdaten(rights, mine, network)} />
        </Stack>
      );
    case 'comments':
      return <CommentsPanel target={{ guidCompany: location.guid }} />;
    case 'users':
      return <UsersTab companyGuid={location.guid} network={network} location={location.guid} />;
    case 'playlist':
      return <PlaylistsTab companyGuid={location.guid} network={network} />;
    case 'devices':
      return <DevicesTab companyGuid={location.guid} network={network} />;
    case 'locations':
      return network ? (
        <LocationsTab
          network={network}
          current={location.guid}
          canAdd={networkWide && canAddLocation(rights, mine, network)}
          canDelete={networkWide && canDeleteLocation(rights, mine, network)}
        />
      ) : (
        <Alert severity="info">{t('networks.locations.noNetwork')}</Alert>
      );
    default:
      return null;
  }
}
