import LinkIcon from '@mui/icons-material/Link';
import MailIcon from '@mui/icons-material/Mail';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DeviceListInput } from '@signage/shared';
import { R } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDevices } from '../../../api/devices/devices';
import { OfflineMailDialog } from '../../../components/mail/offline-mail-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { TablePager } from '../../../components/table-pager';
import { useRight } from '../../../hooks/use-credentials';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { type DeviceFilterState, DevicesFilters } from '../components/devices-filters';
import { DevicesTable } from '../components/devices-table';
import { HiddenDevicesHint } from '../components/hidden-devices-hint';
import { PairScreenDialog } from '../components/pair-screen-dialog';
import { readDeviceShowAll, writeDeviceShowAll } from '../lib/show-all-store';

const PAGE_SIZES = [50, 100, 200, 500] as const;
/** Offline devices for the mail dialog: every device the user reaches (one call, largest page). */
const OFFLINE_FILTER: DeviceListInput = { showAll: true, pagination: { page: 1, itemsPerPage: 500 } };

/** SPEC §2 /Dashboard/Geraete: device list with filters, refresh and the offline-mail dialog. */
export function DevicesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canMails = useRight(R.mails);
  const canSupport = useRight(R.support);
  const canMail = canMails || canSupport;
  const canPair = useRight(R.devices);
  const [pairOpen, setPairOpen] = useState(false);
  const [filter, setFilter] = useState<DeviceFilterState>(() => ({
    search: '',
    showAll: readDeviceShowAll(),
    showArchived: false,
    status: '',
  }));
  const [paging, setPaging] = useState({ page: 1, itemsPerPage: 50 });
  const [mailOpen, setMailOpen] = useState(false);
  const keyWord = useDebouncedValue(filter.search.trim(), 300);
  const request: DeviceListInput = {
    showAll: filter.showAll,
    showArchived: filter.showArchived || undefined,
    status: filter.status || undefined,
    keyWord: keyWord || undefined,
    pagination: paging,
  };
  const devices = useDevices(request);
  const everything = useDevices(OFFLINE_FILTER, mailOpen);
  // Offline devices of every network the user reaches, whatever the list's filter shows.
  const offline = useMemo(() => (everything.data?.items ?? []).filter((d) => d.indicator === 2), [everything.data]);

  const changeFilter = (next: DeviceFilterState) => {
    if (next.showAll !== filter.showAll) writeDeviceShowAll(next.showAll);
    setFilter(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <>
      <PageHeader
        title={t('devices.title')}
        actions={
          <>
            <Button startIcon={<RefreshIcon />} onClick={() => void devices.refetch()} loading={devices.isFetching}>
              {t('devices.refresh')}
            </Button>
            {canPair ? (
              <Button variant="contained" startIcon={<LinkIcon />} onClick={() => setPairOpen(true)}>
                {t('pairing.open')}
              </Button>
            ) : null}
            {canMail ? (
              <Button variant="contained" startIcon={<MailIcon />} onClick={() => setMailOpen(true)}>
                {t('devices.offlineMail')}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack spacing={2}>
        <DevicesFilters value={filter} onChange={changeFilter} />
        {!filter.showAll ? (
          <HiddenDevicesHint
            hidden={devices.data?.hidden ?? 0}
            onShowAll={() => changeFilter({ ...filter, showAll: true })}
          />
        ) : null}
        <QueryStatus query={devices} />
        {devices.data ? (
          <div>
            <DevicesTable
              devices={devices.data.items}
              onOpen={(d) => navigate(`/Geraete/${d.guid}`)}
              hrefOf={(d) => `/Geraete/${d.guid}`}
            />
            {devices.data.count > PAGE_SIZES[0] ? (
              <TablePager
                count={devices.data.count}
                page={paging.page}
                itemsPerPage={paging.itemsPerPage}
                sizes={PAGE_SIZES}
                onPage={(page) => setPaging((p) => ({ ...p, page }))}
                onItemsPerPage={(itemsPerPage) => setPaging({ page: 1, itemsPerPage })}
                testId="devices-pager"
              />
            ) : null}
          </div>
        ) : null}
      </Stack>
      <OfflineMailDialog
        open={mailOpen && everything.data !== undefined}
        devices={offline}
        onClose={() => setMailOpen(false)}
      />
      {pairOpen ? <PairScreenDialog open onClose={() => setPairOpen(false)} /> : null}
    </>
  );
}
