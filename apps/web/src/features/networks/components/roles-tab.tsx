import Stack from '@mui/material/Stack';
import { R, type Role } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useCreateRole, useRoles } from '../../../api/roles/roles';
import { CreateBar } from '../../../components/create-button';
import { type Column, QueryDataTable } from '../../../components/data-table';
import { useRight } from '../../../hooks/use-credentials';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { rolePath } from '../lib/company-paths';

/** Rollen tab: the network's own roles and 'Neu erstellen' (an empty role whose edit page opens). */
export function RolesTab({ network }: { network: string }) {
  const { t } = useTranslation();
  const openNew = useOpenNewRecord((guid) => rolePath(network, guid));
  const roles = useRoles({ guidParent: network });
  const create = useCreateRole();
  const mayManage = useRight(R.roles);
  const hrefOf = (role: Role) => rolePath(network, role.guid);

  const columns: Column<Role>[] = [
    {
      key: 'name',
      header: t('networks.columns.name'),
      sortValue: (r) => r.name,
      render: (r) => r.name,
    },
    { key: 'comment', header: t('networks.fields.comment'), render: (r) => r.comment },
    {
      key: 'users',
      header: t('networks.roles.users'),
      align: 'right',
      render: (r) => r.cntUsers ?? '',
      sortValue: (r) => r.cntUsers ?? 0,
    },
  ];

  return (
    <Stack spacing={2}>
      {mayManage ? (
        <CreateBar
          loading={create.isPending}
          onClick={() => create.mutate({ guidParent: network }, { onSuccess: openNew })}
        />
      ) : null}
      <QueryDataTable
        query={roles}
        label={t('networks.tabs.roles')}
        columns={columns}
        rowKey={(r) => r.guid}
        rowHref={hrefOf}
        testId="network-roles-table"
      />
    </Stack>
  );
}
