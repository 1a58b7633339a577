import Stack from '@mui/material/Stack';
import type { User } from '@signage/shared';
import { R } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useCompanyUsers, useCreateUser } from '../../../api/users/users';
import { CreateBar } from '../../../components/create-button';
import { QueryDataTable } from '../../../components/data-table';
import { userColumns } from '../../../components/user-columns';
import { useRight } from '../../../hooks/use-credentials';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { userPath } from '../lib/company-paths';

interface Props {
  /** The network or location whose users are listed and created. */
  companyGuid: string;
  network: string | null;
  /** Set on the location detail: user links return to it. */
  location?: string;
}

/** Benutzer tab: the company's users and 'Neu erstellen' (an empty user whose edit page opens). */
export function UsersTab({ companyGuid, network, location }: Props) {
  const { t } = useTranslation();
  const openNew = useOpenNewRecord((guid) => userPath({ network, location }, guid));
  const users = useCompanyUsers(companyGuid);
  const create = useCreateUser();
  const mayManage = useRight(R.user);
  const hrefOf = (user: User) => userPath({ network, location }, user.guid);

  const columns = userColumns(t, {
    key: 'company',
    header: t('networks.columns.company'),
    render: (u) => u.companyName,
  });

  return (
    <Stack spacing={2}>
      {mayManage ? (
        <CreateBar
          loading={create.isPending}
          onClick={() => create.mutate({ guidParent: companyGuid }, { onSuccess: openNew })}
        />
      ) : null}
      <QueryDataTable
        query={users}
        label={t('networks.tabs.users')}
        columns={columns}
        rowKey={(u) => u.guid}
        rowHref={hrefOf}
        testId="company-users-table"
      />
    </Stack>
  );
}
