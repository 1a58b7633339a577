import Stack from '@mui/material/Stack';
import type { Company } from '@signage/shared';
import { useNavigate } from 'react-router';
import { CommentsPanel } from '../../../components/comments/comments-panel';
import { useCredentials } from '../../../hooks/use-credentials';
import { canAddLocation, canDeleteLocation, canDeleteNetwork, canEditStammdaten } from '../lib/network-rights';
import type { NetworkTabKey } from '../lib/network-tabs';
import { CampaignsSection } from './campaigns/campaigns-section';
import { CompanyEditor } from './company-editor';
import { DevicesTab } from './devices-tab';
import { ImportTab } from './import-tab';
import { LocationsTab } from './locations-tab';
import { MediaTab } from './media-tab';
import { OpeningHoursSection } from './opening-hours/opening-hours-section';
import { PlaylistsTab } from './playlists-tab';
import { RolesTab } from './roles-tab';
import { UsersTab } from './users-tab';

/** The content of one tab of /Netzwerke/{companyId}/{tabId}. */
export function NetworkTabPanel({
  network,
  tab,
  onSaved,
  onCancel,
}: {
  network: Company;
  tab: NetworkTabKey;
  /** The Stammdaten were saved (a new network stays). */
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const navigate = useNavigate();
  const me = useCredentials().data;
  const rights = me?.rights;
  const mine = me?.networkGuid;
  const guid = network.guid;
  switch (tab) {
    case 'stammdaten':
      return (
        <Stack spacing={3}>
          <CompanyEditor
            key={guid}
            company={network}
            canEdit={canEditStammdaten(rights, mine, guid)}
            canDelete={canDeleteNetwork(rights, mine, guid)}
            onCancel={onCancel ?? (() => navigate('/Dashboard/Netzwerke'))}
            onDeleted={() => {
              onSaved?.();
              navigate('/Dashboard/Netzwerke', { replace: true });
            }}
            onSaved={onSaved}
          />
          <OpeningHoursSection company={network} canEdit={canEditStammdaten(rights, mine, guid)} />
        </Stack>
      );
    case 'playlist':
      return (
        <Stack spacing={3}>
          <PlaylistsTab companyGuid={guid} network={guid} />
          <CampaignsSection network={guid} approval={network.offerApproval ?? 'immediate'} />
        </Stack>
      );
    case 'devices':
      return <DevicesTab companyGuid={guid} network={guid} />;
    case 'locations':
      return (
        <LocationsTab
          network={guid}
          canAdd={canAddLocation(rights, mine, guid)}
          canDelete={canDeleteLocation(rights, mine, guid)}
        />
      );
    case 'users':
      return <UsersTab companyGuid={guid} network={guid} />;
    case 'roles':
      return <RolesTab network={guid} />;
    case 'media':
      return <MediaTab companyGuid={guid} />;
    case 'comments':
      return <CommentsPanel target={{ guidCompany: guid }} />;
    case 'import':
      return <ImportTab network={guid} />;
  }
}
