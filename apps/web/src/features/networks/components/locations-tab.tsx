import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Company } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../../../api/companies/companies';
import { useCompanyDeletionImpact } from '../../../api/companies/company-deletion-impact';
import { useDeleteCompany } from '../../../api/companies/delete-company';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { type Column, QueryDataTable } from '../../../components/data-table';
import { locationPath } from '../lib/company-paths';
import { AddLocationDialog } from './add-location-dialog';

interface Props {
  network: string;
  canAdd: boolean;
  canDelete: boolean;
  /** On a location's detail: that location is marked. */
  current?: string;
}

const count = new Intl.NumberFormat('de-DE');

/** Standorte tab: the network's locations, 'Standort hinzufügen', delete through the confirmation dialog. */
export function LocationsTab({ network, canAdd, canDelete, current }: Props) {
  const { t } = useTranslation();
  const locations = useCompanies({ guidParent: network });
  const remove = useDeleteCompany();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const impact = useCompanyDeletionImpact(deleting?.guid ?? null);

  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: t('networks.columns.name'),
      sortValue: (c) => c.name,
      render: (c) => (c.guid === current ? <strong>{c.name}</strong> : c.name),
    },
    { key: 'street', header: t('networks.fields.street'), render: (c) => c.street, sortValue: (c) => c.street ?? '' },
    {
      key: 'city',
      header: t('networks.columns.city'),
      render: (c) => [c.postcode, c.city].filter(Boolean).join(' '),
      sortValue: (c) => c.city ?? '',
    },
    {
      key: 'contact',
      header: t('networks.columns.contact'),
      render: (c) => c.contactPerson,
      sortValue: (c) => c.contactPerson ?? '',
    },
    {
      key: 'importKey',
      header: t('networks.fields.importKey'),
      render: (c) => c.importKey,
      sortValue: (c) => c.importKey ?? '',
    },
    {
      key: 'devices',
      header: t('networks.columns.devices'),
      align: 'right',
      render: (c) => count.format(c.cntDevices),
      sortValue: (c) => c.cntDevices,
    },
  ];
  if (canDelete) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 80,
      render: (c) => (
        <IconButton
          size="small"
          aria-label={t('networks.locations.delete', { name: c.name })}
          onClick={(event) => {
            event.stopPropagation();
            setDeleting(c);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    });
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.guid, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack spacing={2}>
      {canAdd ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddLocationIcon />} onClick={() => setAdding(true)}>
            {t('networks.locations.add')}
          </Button>
        </Stack>
      ) : null}
      <QueryDataTable
        query={locations}
        label={t('networks.tabs.locations')}
        columns={columns}
        rowKey={(c) => c.guid}
        rowHref={(c) => (c.guid === current ? undefined : locationPath(network, c.guid))}
        testId="locations-table"
      />
      {canAdd ? <AddLocationDialog network={network} open={adding} onClose={() => setAdding(false)} /> : null}
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        impact={{ kind: 'company', ...impact }}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
