import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { OperatorRecord } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorChanges } from '../../../api/operator/operators';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { OperatorEditDialog } from './operator-edit-dialog';

type User = OperatorRecord['users'][number];

/**
 * The operators with their codes, contact and users; per operator: a new user, edit, delete (asked first, saying what
 * goes with it); per user: delete (asked first).
 */
export function OperatorsTable({
  operators,
  onAddUser,
}: {
  operators: OperatorRecord[];
  onAddUser: (g: string) => void;
}) {
  const { t } = useTranslation();
  const changes = useOperatorChanges();
  const [editing, setEditing] = useState<OperatorRecord | null>(null);
  const [deleting, setDeleting] = useState<OperatorRecord | null>(null);
  const [removing, setRemoving] = useState<{ operator: OperatorRecord; user: User } | null>(null);
  const failed = changes.remove.error ?? changes.removeUser.error;
  return (
    <>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed.message}
        </Alert>
      ) : null}
      <Table size="small" data-testid="operators-table">
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('operators.admin.name')}</TableCell>
            <TableCell component="th">{t('operators.admin.codesColumn')}</TableCell>
            <TableCell component="th">{t('operators.admin.contact')}</TableCell>
            <TableCell component="th">{t('operators.admin.users')}</TableCell>
            <TableCell component="th">{t('operators.admin.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {operators.map((op) => (
            <TableRow key={op.guid} data-testid="operator-row">
              <TableCell>{op.name}</TableCell>
              <TableCell>{op.codes.join(', ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{op.contact}</TableCell>
              <TableCell>
                {op.users.length === 0 ? t('operators.admin.noUsers') : null}
                {op.users.map((u) => (
                  <Stack key={u.guid} direction="row" sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
                    {u.admin ? t('operators.admin.adminMark', { name: u.username }) : u.username}
                    <IconButton
                      size="small"
                      aria-label={t('operators.admin.removeUserLabel', { name: u.username })}
                      onClick={() => setRemoving({ operator: op, user: u })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ))}
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => onAddUser(op.guid)}>
                    {t('operators.admin.addUser')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t('operators.admin.editLabel', { name: op.name })}
                    onClick={() => {
                      changes.update.reset();
                      setEditing(op);
                    }}
                  >
                    {t('operators.admin.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('operators.admin.deleteLabel', { name: op.name })}
                    onClick={() => setDeleting(op)}
                  >
                    {t('operators.admin.delete')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? (
        <OperatorEditDialog
          operator={editing}
          busy={changes.update.isPending}
          error={changes.update.error}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            changes.update.mutate({ guid: editing.guid, input }, { onSuccess: () => setEditing(null) })
          }
        />
      ) : null}
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={changes.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && changes.remove.mutate(deleting.guid, { onSettled: () => setDeleting(null) })}
        wording={{
          title: t('operators.admin.deleteTitle'),
          text: t('operators.admin.deleteText', {
            name: deleting?.name ?? '',
            users: deleting?.users.length ?? 0,
            codes: deleting?.codes.length ?? 0,
            consents: deleting?.consents ?? 0,
            tokens: deleting?.tokens ?? 0,
          }),
          confirm: t('operators.admin.delete'),
        }}
      />
      <ConfirmDeleteDialog
        name={removing?.user.username ?? null}
        busy={changes.removeUser.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          changes.removeUser.mutate(
            { guid: removing.operator.guid, user: removing.user.guid },
            { onSettled: () => setRemoving(null) },
          )
        }
        wording={{
          title: t('operators.admin.removeUserTitle'),
          text: t('operators.admin.removeUserText', {
            name: removing?.user.username ?? '',
            operator: removing?.operator.name ?? '',
          }),
          confirm: t('operators.admin.delete'),
        }}
      />
    </>
  );
}
