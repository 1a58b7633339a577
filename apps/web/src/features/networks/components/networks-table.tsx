import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Company } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';

const count = new Intl.NumberFormat('de-DE');

/** SPEC §2 network list: name, city, contact, cost centre and the counts of locations and devices. */
/** A row's name is a link to the network (hrefOf); a click anywhere on the row opens it too. */
export function NetworksTable({ networks, hrefOf }: { networks: readonly Company[]; hrefOf: (c: Company) => string }) {
  const { t } = useTranslation();
  const columns: Column<Company>[] = [
    {
      key: 'name',
      header: t('networks.columns.name'),
      sortValue: (c) => c.name,
      render: (c) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{c.name}</span>
          {c.typ === 1 ? (
            <Chip size="small" color="secondary" variant="outlined" label={t('networks.organiser')} />
          ) : null}
        </Stack>
      ),
    },
    { key: 'city', header: t('networks.columns.city'), render: (c) => c.city, sortValue: (c) => c.city ?? '' },
    {
      key: 'contact',
      header: t('networks.columns.contact'),
      render: (c) => c.contactPerson,
      sortValue: (c) => c.contactPerson ?? '',
    },
    {
      key: 'costCenter',
      header: t('networks.columns.costCenter'),
      render: (c) => c.costCenter,
      sortValue: (c) => c.costCenter ?? '',
    },
    {
      key: 'locations',
      header: t('networks.columns.locations'),
      align: 'right',
      render: (c) => (c.typ === 1 ? '–' : count.format(c.cntLocations)),
      sortValue: (c) => c.cntLocations,
    },
    {
      key: 'devices',
      header: t('networks.columns.devices'),
      align: 'right',
      render: (c) => count.format(c.cntDevices),
      sortValue: (c) => c.cntDevices,
    },
  ];
  return (
    <DataTable
      label={t('networks.title')}
      columns={columns}
      rows={networks}
      rowKey={(c) => c.guid}
      rowHref={hrefOf}
      testId="networks-table"
    />
  );
}
