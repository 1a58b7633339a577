import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNetworks } from '../../../api/companies/companies';
import { useGlassLatest } from '../../../api/devices/glass';
import { useSupportDevices } from '../../../api/devices/list-support-devices';
import { OfflineMailDialog } from '../../../components/mail/offline-mail-dialog';
import { QueryStatus } from '../../../components/query-state';
import { TablePager } from '../../../components/table-pager';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import {
  readSupportQuery,
  SUPPORT_PAGE_SIZE_OPTIONS,
  type SupportQueryState,
  writeSupportList,
} from '../../../lib/support-list';
import { FROM_SUPPORT_LIST } from '../../../lib/support-origin';
import { offlineDevicesOf } from '../lib/support-rows';
import { GlassAlert } from './glass-alert';
import { SupportCounts } from './support-counts';
import { SupportFilters } from './support-filters';
import { SupportTable } from './support-table';

/** The support list: filters and page on the server, remembered in localStorage (SPEC §4). */
export function SupportDevicesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<SupportQueryState>(readSupportQuery);
  const [search, setSearch] = useState(query.keyWord);
  const [mailOpen, setMailOpen] = useState(false);
  const keyWord = useDebouncedValue(search.trim(), 300);
  const networks = useNetworks({ staleTime: 60_000 });
  const effective = useMemo(
    () => (keyWord === query.keyWord ? query : { ...query, keyWord, page: 1 }),
    [query, keyWord],
  );
  const devices = useSupportDevices(effective);
  const shown = devices.isPlaceholderData ? undefined : devices.data;

  useEffect(() => {
    if (effective !== query) setQuery(effective);
  }, [effective, query]);

  useEffect(() => {
    if (shown) writeSupportList({ query: effective, count: shown.count, guids: shown.items.map((d) => d.guid) });
  }, [shown, effective]);

  const change = (patch: Partial<SupportQueryState>) => setQuery((current) => ({ ...current, page: 1, ...patch }));
  const glass = useGlassLatest();
  const glassOf = useMemo(
    () => new Map((glass.data?.items ?? []).map((g) => [g.guidDevice, g.result] as const)),
    [glass.data],
  );
  const offline = useMemo(() => offlineDevicesOf(devices.data?.items ?? []), [devices.data]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button
          startIcon={<EmailOutlinedIcon />}
          onClick={() => setMailOpen(true)}
          disabled={offline.length === 0}
          variant="outlined"
        >
          {t('support.offlineMail')}
        </Button>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => {
            void devices.refetch();
            void glass.refetch();
          }}
          loading={devices.isFetching}
        >
          {t('support.refresh')}
        </Button>
      </Stack>
      {glass.data ? <GlassAlert latest={glass.data.items} /> : null}
      <SupportFilters query={query} search={search} networks={networks.data} onSearch={setSearch} onChange={change} />
      {devices.data ? <SupportCounts counts={devices.data.counts} /> : null}
      <QueryStatus query={devices} />
      {devices.data ? (
        <div>
          <SupportTable
            devices={devices.data.items}
            onOpen={(device) => navigate(`/Geraete/${device.guid}`, { state: FROM_SUPPORT_LIST })}
            hrefOf={(device) => `/Geraete/${device.guid}`}
            glass={glassOf}
          />
          <TablePager
            testId="support-pager"
            count={devices.data.count}
            page={query.page}
            itemsPerPage={query.itemsPerPage}
            sizes={SUPPORT_PAGE_SIZE_OPTIONS}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
            onItemsPerPage={(itemsPerPage) => change({ itemsPerPage })}
          />
        </div>
      ) : null}
      <OfflineMailDialog open={mailOpen} devices={offline} onClose={() => setMailOpen(false)} />
    </Stack>
  );
}
