import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry, isAuditAction, isAuditEntity } from '@signage/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudit } from '../../../api/system/list-audit';
import { type Column, PagedQueryTable } from '../../../components/data-table';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { auditDiff, formatLogTime } from '../lib/audit-diff';
import { AuditDiffDialog } from './audit-diff-dialog';

const Nowrap = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

const PAGE_SIZES = [20, 50, 100, 200] as const;
type FilterKey = 'entity' | 'username' | 'action';

/** The audit log: when, who, action, entity, before/after; paged on the server, with filters. */
export function AuditTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<FilterKey, string>>({ entity: '', username: '', action: '' });
  const debounced = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(50);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const setFilter = (key: FilterKey, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const audit = useAudit({
    page,
    itemsPerPage,
    entity: debounced.entity.trim() || undefined,
    username: debounced.username.trim() || undefined,
    action: debounced.action.trim() || undefined,
  });

  const entityName = (entity: string) => (isAuditEntity(entity) ? t(`system.audit.entities.${entity}`) : entity);
  // One German sentence per action ('Benutzer angelegt'); entries of an action no longer written keep their key.
  const describe = (e: AuditEntry) =>
    isAuditAction(e.action)
      ? t(`system.audit.actions.${e.action}`, { entity: entityName(e.entity) })
      : `${e.action} ${entityName(e.entity)}`;
  const changedFields = (e: AuditEntry) =>
    auditDiff(e.before, e.after)
      .filter((c) => c.kind !== 'same')
      .map((c) => c.field);
  const columns: Column<AuditEntry>[] = [
    { key: 'at', header: t('system.audit.at'), width: 170, render: (e) => formatLogTime(e.at) },
    {
      key: 'who',
      header: t('system.audit.who'),
      render: (e) => <Nowrap>{e.username ?? t('system.audit.system')}</Nowrap>,
    },
    { key: 'action', header: t('system.audit.action'), render: (e) => <Nowrap>{describe(e)}</Nowrap> },
    { key: 'guid', header: t('system.audit.entityGuid'), render: (e) => e.entityGuid ?? '' },
    {
      key: 'diff',
      header: t('system.audit.diff'),
      render: (e) => {
        const fields = changedFields(e);
        return (
          <Button
            size="small"
            onClick={() => setOpen(e)}
            sx={{ textTransform: 'none' }}
            aria-label={t('system.audit.showDiff', { id: e.id })}
          >
            {fields.length > 0
              ? fields.slice(0, 4).join(', ') + (fields.length > 4 ? ' …' : '')
              : t('system.audit.show')}
          </Button>
        );
      },
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          id="audit-username"
          label={t('system.audit.filter.username')}
          value={filters.username}
          onChange={(event) => setFilter('username', event.target.value)}
          size="small"
        />
        <TextField
          select
          id="audit-action"
          label={t('system.audit.filter.action')}
          value={filters.action}
          onChange={(event) => setFilter('action', event.target.value)}
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('system.audit.allActions')}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {t(`system.audit.actions.${action}`, { entity: '…' })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="audit-entity"
          label={t('system.audit.filter.entity')}
          value={filters.entity}
          onChange={(event) => setFilter('entity', event.target.value)}
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('system.audit.allEntities')}</MenuItem>
          {AUDIT_ENTITIES.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {t(`system.audit.entities.${entity}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedQueryTable
        query={audit}
        label={t('system.tabs.audit')}
        columns={columns}
        rowKey={(e) => String(e.id)}
        testId="audit-table"
        paging={{ page, itemsPerPage, sizes: PAGE_SIZES, onPage: setPage, onItemsPerPage: setItemsPerPage }}
      />
      <AuditDiffDialog entry={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
