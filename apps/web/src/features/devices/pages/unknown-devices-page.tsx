import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { R, type UnknownDevice } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUnknownDevices, useUnknownDevices } from '../../../api/devices/unknown-devices';
import { type Column, DataTable } from '../../../components/data-table';
import { NoPermission } from '../../../components/no-permission';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { RowAction } from '../../../components/row-action';
import { useRight } from '../../../hooks/use-credentials';
import { formatDateTime } from '../../../lib/dates';

/** What the confirmation is about: every waiting device, or one. */
type Pending = { all: true; count: number } | { all: false; guid: string };

/**
 * /Dashboard/unbekannteGeraete: screens that registered themselves (NEW, no network), for administrators
 * (devices right and 'Netzwerke anlegen'; the server checks both). Delete one or all, after confirmation.
 */
export function UnknownDevicesPage() {
  const allowed = useRight(R.networkCreate);
  return allowed ? <UnknownDevicesList /> : <NoPermission />;
}

function UnknownDevicesList() {
  const { t } = useTranslation();
  const list = useUnknownDevices();
  const remove = useDeleteUnknownDevices();
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);
  const items = list.data?.items ?? [];

  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.all ? { all: true } : { guids: [pending.guid] }, {
      onSuccess: (answer) => setDeleted(answer.deleted),
      onSettled: () => setPending(null),
    });
  };

  const columns: Column<UnknownDevice>[] = [
    {
      key: 'guid',
      header: t('unknownDevices.columns.guid'),
      render: (d) => <code>{d.guid}</code>,
      sortValue: (d) => d.guid,
    },
    {
      key: 'created',
      header: t('unknownDevices.columns.created'),
      render: (d) => formatDateTime(d.created),
      sortValue: (d) => d.created ?? 0,
    },
    {
      key: 'lastHeartbeat',
      header: t('unknownDevices.columns.lastHeartbeat'),
      render: (d) => formatDateTime(d.lastHeartbeat),
      sortValue: (d) => d.lastHeartbeat ?? 0,
    },
    {
      key: 'remoteAddress',
      header: t('unknownDevices.columns.remoteAddress'),
      render: (d) => d.remoteAddress,
      sortValue: (d) => d.remoteAddress ?? '',
    },
    {
      key: 'version',
      header: t('unknownDevices.columns.version'),
      render: (d) => d.clientVersionString,
      sortValue: (d) => d.clientVersionString ?? '',
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 80,
      render: (d) => (
        <RowAction
          label={t('unknownDevices.deleteOne', { guid: d.guid })}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => setPending({ all: false, guid: d.guid })}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.unknownDevices')}
        actions={
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteSweepIcon />}
            disabled={items.length === 0}
            onClick={() => setPending({ all: true, count: items.length })}
          >
            {t('unknownDevices.deleteAll')}
          </Button>
        }
      />
      <Stack spacing={2}>
        {list.data ? (
          <Typography color="text.secondary">
            {t('unknownDevices.hint', {
              count: items.length,
              max: list.data.max,
              hours: Math.round(list.data.expiryMs / 3_600_000),
            })}
          </Typography>
        ) : null}
        {deleted !== null ? (
          <Alert severity="success" onClose={() => setDeleted(null)} data-testid="unknown-deleted">
            {t('unknownDevices.deleted', { count: deleted })}
          </Alert>
        ) : null}
        <QueryStatus query={list} />
        {list.data ? (
          <DataTable
            label={t('pages.unknownDevices')}
            columns={columns}
            rows={items}
            rowKey={(d) => d.guid}
            testId="unknown-devices-table"
          />
        ) : null}
      </Stack>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="unknown-delete-title"
        data-testid="unknown-delete-dialog"
      >
        <DialogTitle id="unknown-delete-title">{t('unknownDevices.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending?.all
              ? t('unknownDevices.confirmAll', { count: pending.count })
              : t('unknownDevices.confirmOne', { guid: pending?.guid ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} color="error" variant="contained" loading={remove.isPending}>
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
