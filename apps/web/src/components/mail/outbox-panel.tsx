import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OutboxMail, OutboxStatus } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../api/mail/list-outbox';
import { useRetryOutboxMail } from '../../api/mail/retry-outbox-mail';
import { formatDateTime } from '../../lib/dates';
import { type Column, PagedQueryTable } from '../data-table';
import { OutboxStatusChip } from './outbox-status-chip';

const STATUSES: readonly OutboxStatus[] = ['wartet', 'gesendet', 'fehlgeschlagen'];
const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The outbox for support staff: each mail's state (with reason), recipient, subject, times, retry. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(20);
  const outbox = useOutbox({ page, itemsPerPage, status: status || undefined });
  const retry = useRetryOutboxMail();

  const columns: Column<OutboxMail>[] = [
    { key: 'status', header: t('mail.outbox.status'), render: (m) => <OutboxStatusChip status={m.status} /> },
    {
      key: 'to',
      header: t('mail.outbox.to'),
      render: (m) => (
        <>
          {m.to}
          {m.companyName ? (
            <Typography variant="body2" color="text.secondary">
              {m.companyName}
            </Typography>
          ) : null}
        </>
      ),
    },
    { key: 'subject', header: t('mail.outbox.subject'), render: (m) => m.subject },
    { key: 'created', header: t('mail.outbox.created'), render: (m) => formatDateTime(m.created) },
    { key: 'sent', header: t('mail.outbox.sent'), render: (m) => formatDateTime(m.sentAt) },
    { key: 'attempts', header: t('mail.outbox.attempts'), align: 'right', render: (m) => m.attempts },
    {
      key: 'reason',
      header: t('mail.outbox.reason'),
      render: (m) => (m.status === 'gesendet' ? '' : (m.lastError ?? '')),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      render: (m) =>
        m.status === 'gesendet' ? null : (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            onClick={() => retry.mutate(m.guid)}
            loading={retry.isPending && retry.variables === m.guid}
            aria-label={t('mail.outbox.retryMail', { subject: m.subject })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('mail.outbox.retry')}
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      <TextField
        select
        id="outbox-status"
        label={t('mail.outbox.statusFilter')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OutboxStatus | '');
          setPage(1);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 260 }}
      >
        <MenuItem value="">{t('mail.outbox.allStates')}</MenuItem>
        {STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`mail.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <PagedQueryTable
        query={outbox}
        label={t('mail.outbox.title')}
        columns={columns}
        rowKey={(m) => m.guid}
        testId="outbox-table"
        paging={{ page, itemsPerPage, sizes: PAGE_SIZES, onPage: setPage, onItemsPerPage: setItemsPerPage }}
      />
    </Stack>
  );
}
