import type { User } from '@signage/shared';
import type { TFunction } from 'i18next';
import type { Column } from './data-table';

/**
 * The columns of a user list (SPEC §2): username, names, email, where the user belongs (`place`: the network on
 * the user list, the company on a network's Benutzer tab) and role; every one but `place` sorts by its text.
 */
export function userColumns(t: TFunction, place: Column<User>): Column<User>[] {
  return [
    { key: 'username', header: t('users.columns.username'), render: (u) => u.username, sortValue: (u) => u.username },
    {
      key: 'forename',
      header: t('users.columns.forename'),
      render: (u) => u.forename,
      sortValue: (u) => u.forename ?? '',
    },
    {
      key: 'lastname',
      header: t('users.columns.lastname'),
      render: (u) => u.lastname,
      sortValue: (u) => u.lastname ?? '',
    },
    { key: 'email', header: t('users.columns.email'), render: (u) => u.email, sortValue: (u) => u.email ?? '' },
    place,
    { key: 'role', header: t('users.columns.role'), render: (u) => u.roleName, sortValue: (u) => u.roleName ?? '' },
  ];
}
