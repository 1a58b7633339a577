import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MediaStatus } from '@signage/shared';
import { formatBytes } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteGlobal } from '../../../api/media/delete-global';
import { useMediaStatus } from '../../../api/media/media-status';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useChosen } from '../../../hooks/use-chosen';
import { formatDateTime } from '../../../lib/dates';
import { StorageFigures } from './storage-figures';

/** Tab 'Medien Verwaltung': storage figures and the deletable (unused) files, deleted after confirmation. */
export function MediaAdminTab() {
  const status = useMediaStatus();
  if (status.isPending) return <LoadingState />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  return <Deletables status={status.data} />;
}

function Deletables({ status }: { status: MediaStatus }) {
  const { t } = useTranslation();
  const { chosen, setChosen, flip } = useChosen();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteGlobal();
  const items = status.deleteAbles;
  const all = items.length > 0 && items.every((i) => chosen.has(i.guid));
  const confirm = () =>
    remove.mutate([...chosen], {
      onSuccess: () => setChosen(new Set()),
      onSettled: () => setConfirming(false),
    });

  return (
    <Stack spacing={2}>
      <StorageFigures status={status} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('media.admin.deletable', { count: items.length })}
        </Typography>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={chosen.size === 0}
          onClick={() => setConfirming(true)}
        >
          {chosen.size ? t('media.admin.delete', { count: chosen.size }) : t('common.delete')}
        </Button>
      </Stack>
      {remove.isSuccess ? (
        <Alert severity="success">
          {t('media.admin.deleted', { deleted: remove.data.deleted, skipped: remove.data.skipped.length })}
        </Alert>
      ) : null}
      <TableContainer component={Paper} variant="outlined" sx={{ minHeight: 150 }}>
        <Table size="small" aria-label={t('media.admin.list')} data-testid="deletable-media">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={chosen.size > 0 && !all}
                  disabled={items.length === 0}
                  onChange={(_e, checked) => setChosen(checked ? new Set(items.map((i) => i.guid)) : new Set())}
                  slotProps={{ input: { 'aria-label': t('media.admin.selectAll') } }}
                />
              </TableCell>
              {(['networkName', 'name', 'type', 'size', 'created'] as const).map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600 }} align={column === 'size' ? 'right' : 'left'}>
                  {t(`media.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.guid} hover selected={chosen.has(item.guid)} data-testid="deletable-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.has(item.guid)}
                    onChange={() => flip(item.guid)}
                    slotProps={{ input: { 'aria-label': t('media.admin.select', { name: item.name }) } }}
                  />
                </TableCell>
                <TableCell>{item.networkName ?? item.companyName ?? t('media.noNetwork')}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.name}</TableCell>
                <TableCell>{t(`playlistTypes.${item.type}`, { defaultValue: item.type })}</TableCell>
                <TableCell align="right">{formatBytes(item.size)}</TableCell>
                <TableCell>{formatDateTime(item.created)}</TableCell>
              </TableRow>
            ))}
            {items.length === 0 ? <EmptyTableRow colSpan={6} text={t('media.admin.none')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDeleteDialog
        name={confirming ? t('media.admin.confirmName', { count: chosen.size }) : null}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
