import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Company } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../../../api/companies/companies';
import { type Column, DataTable } from '../../../components/data-table';
import { locationPath } from '../lib/company-paths';

const FILTER = { guidParent: null };

/** Locations without a network (only users who may see them get any): they open with the 'zuweisen' link. */
export function OrphanLocations() {
  const { t } = useTranslation();
  const orphans = useCompanies(FILTER);
  if (!orphans.data || orphans.data.length === 0) return null;
  const columns: Column<Company>[] = [
    { key: 'name', header: t('networks.columns.name'), render: (c) => c.name, sortValue: (c) => c.name },
    { key: 'city', header: t('networks.columns.city'), render: (c) => c.city, sortValue: (c) => c.city ?? '' },
    { key: 'contact', header: t('networks.columns.contact'), render: (c) => c.contactPerson },
    { key: 'devices', header: t('networks.columns.devices'), align: 'right', render: (c) => c.cntDevices },
  ];
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('networks.orphans')}
      </Typography>
      <DataTable
        label={t('networks.orphans')}
        columns={columns}
        rows={orphans.data}
        rowKey={(c) => c.guid}
        rowHref={(c) => locationPath(null, c.guid)}
        testId="orphan-locations-table"
      />
    </Stack>
  );
}
