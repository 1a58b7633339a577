import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDeleteRole } from '../../../api/roles/delete-role';
import { useRole } from '../../../api/roles/roles';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { useNewRecord } from '../../../hooks/use-new-record';
import { canEditRole, roleBackPath } from '../../../lib/group-rights';
import { isLocationUser } from '../../../lib/reach';
import { RoleForm } from '../components/role-form';
import { RoleRightsTab } from '../components/role-rights-tab';

type TabKey = 'role' | 'rights';
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

/** SPEC §2 /Rollen/{guid} and /Netzwerke/{companyId}/Rollen/{guid}: tabs Rolle and Rechte. */
export function RoleEditPage() {
  const { t } = useTranslation();
  const { guid = '', companyId } = useParams();
  const me = useCredentials().data;
  const role = useRole(guid);
  const remove = useDeleteRole();
  const draft = useNewRecord(() => remove.mutateAsync(guid));
  const [tab, setTab] = useState<TabKey>('role');

  if (role.isPending) return <LoadingState />;
  if (role.isError) return <ErrorState error={role.error} onRetry={() => void role.refetch()} />;
  const editable = !isLocationUser(me) && canEditRole(me?.guidParent, role.data);

  return (
    <>
      <PageHeader title={t('roles.editTitle')} subtitle={role.data.name} />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_event, value: TabKey) => setTab(value)} aria-label={t('roles.editTitle')}>
          <Tab value="role" label={t('roles.tabRole')} id="role-tab-role" aria-controls="role-panel-role" />
          <Tab value="rights" label={t('roles.tabRights')} id="role-tab-rights" aria-controls="role-panel-rights" />
        </Tabs>
        <Box role="tabpanel" id="role-panel-role" aria-labelledby="role-tab-role" hidden={tab !== 'role'} sx={PANEL}>
          <RoleForm
            key={role.data.guid}
            role={role.data}
            readOnly={!editable}
            onCancel={() => void draft.leave(roleBackPath(companyId))}
            onSaved={draft.settled}
          />
        </Box>
        <Box
          role="tabpanel"
          id="role-panel-rights"
          aria-labelledby="role-tab-rights"
          hidden={tab !== 'rights'}
          sx={PANEL}
        >
          {tab === 'rights' ? (
            <RoleRightsTab guidRole={role.data.guid} readOnly={!editable} onChanged={draft.settled} />
          ) : null}
        </Box>
      </Paper>
    </>
  );
}
