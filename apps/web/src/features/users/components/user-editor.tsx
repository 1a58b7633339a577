import type { User } from '@signage/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyChoices } from '../../../api/companies/companies';
import { useDeleteUser } from '../../../api/users/delete-user';
import { useUpdateUser } from '../../../api/users/update-user';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { FormCard } from '../../../components/form-card';
import { PageHeader } from '../../../components/page-header';
import { useCredentials } from '../../../hooks/use-credentials';
import { useNewRecord } from '../../../hooks/use-new-record';
import { formatDate } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/server-form-errors';
import { type UserRouteParams, userBackPath } from '../lib/user-context';
import { toFormValues, toUserUpdate, USER_FORM_FIELDS, type UserFormValues } from '../lib/user-form';
import { NetworkField } from './network-field';
import { RoleField } from './role-field';
import { UserFormFields } from './user-form';

/** The user edit form: Speichern, Abbrechen (back), Löschen with confirmation. */
export function UserEditor({ user, context }: { user: User; context: UserRouteParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCredentials().data;
  const companies = useCompanyChoices();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const draft = useNewRecord(() => remove.mutateAsync(user.guid));
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { control, handleSubmit, setError } = useForm<UserFormValues>({ defaultValues: toFormValues(user) });
  const backPath = userBackPath(context);
  const isSelf = me?.guid === user.guid;
  // Nobody moves themselves (the server refuses it): the own network, location and role are shown, not offered.
  const networkEditable = companies.isSuccess && !isSelf;

  const save = handleSubmit(async (values) => {
    setAlert(null);
    if (values.resetPassword) {
      // The server's own rule (zxcvbn-ts with German dictionary), loaded only when a password is set.
      const { passwordProblem } = await import('@signage/shared/password-strength');
      const problem = passwordProblem(values.password, values.username);
      if (problem) return setError('password', { message: t(`users.passwordProblems.${problem}`) });
      if (isSelf && !values.currentPassword) {
        return setError('currentPassword', { message: t('users.currentPasswordRequired') });
      }
    }
    update.mutate(
      { guid: user.guid, body: toUserUpdate(values, networkEditable) },
      {
        onSuccess: () => {
          draft.settled();
          navigate(backPath);
        },
        onError: (error) => setAlert(applyServerErrors(error, USER_FORM_FIELDS, setError, t)),
      },
    );
  });

  const deleteUser = () =>
    remove.mutate(user.guid, {
      onSuccess: () => {
        draft.settled();
        navigate(backPath, { replace: true });
      },
      onSettled: () => setConfirmDelete(false),
    });

  return (
    <>
      <PageHeader
        title={t('users.editTitle')}
        subtitle={[user.username, user.created ? t('users.created', { date: formatDate(user.created) }) : '']
          .filter(Boolean)
          .join(' · ')}
      />
      <FormCard onSubmit={save} label={t('users.editTitle')}>
        <UserFormFields
          control={control}
          alert={alert}
          saving={update.isPending}
          isSelf={isSelf}
          onCancel={() => void draft.leave(backPath)}
          onDelete={() => setConfirmDelete(true)}
          roleField={<RoleField control={control} currentRoleName={user.roleName} readOnly={isSelf} />}
          networkField={
            <NetworkField
              control={control}
              companies={networkEditable ? (companies.data ?? null) : null}
              currentName={user.companyName}
              allowGlobal={me?.guidParent === null}
              contextNetwork={context.companyId}
            />
          }
        />
      </FormCard>
      <ConfirmDeleteDialog
        name={confirmDelete ? user.username : null}
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteUser}
      />
    </>
  );
}
