import type { Role } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteRole } from '../../../api/roles/delete-role';
import { useCreateRole, useRoles } from '../../../api/roles/roles';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { canEditRole } from '../../../lib/group-rights';
import { isLocationUser } from '../../../lib/reach';
import { RolesTable } from '../components/roles-table';

/** SPEC §2 /Dashboard/Rollen and /Rollen. */
export function RolesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNew = useOpenNewRecord((guid) => `/Rollen/${guid}`);
  const me = useCredentials().data;
  const roles = useRoles();
  const create = useCreateRole();
  const remove = useDeleteRole();
  const [toDelete, setToDelete] = useState<Role | null>(null);
  /** A location user reads the network's roles (to give one to a colleague) but changes none. */
  const networkWide = !isLocationUser(me);

  const createRole = () => create.mutate({}, { onSuccess: openNew });
  const deleteRole = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.guid, { onSettled: () => setToDelete(null) });
  };

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        actions={networkWide ? <CreateButton onClick={createRole} loading={create.isPending} /> : undefined}
      />
      <QueryStatus query={roles} />
      {roles.data ? (
        <RolesTable
          roles={roles.data}
          onOpen={(role) => navigate(`/Rollen/${role.guid}`)}
          hrefOf={(role) => `/Rollen/${role.guid}`}
          onDelete={setToDelete}
          canEdit={(role) => networkWide && canEditRole(me?.guidParent, role)}
        />
      ) : null}
      <ConfirmDeleteDialog
        name={toDelete?.name ?? null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={deleteRole}
      />
    </>
  );
}
