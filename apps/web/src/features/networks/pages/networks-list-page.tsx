import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../../../api/companies/companies';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useCredentials } from '../../../hooks/use-credentials';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { isLocationUser } from '../../../lib/reach';
import { NetworkListActions } from '../components/network-list-actions';
import { NetworksTable } from '../components/networks-table';
import { OrphanLocations } from '../components/orphan-locations';
import { networkTabPath } from '../lib/company-paths';
import { canCreateNetwork } from '../lib/network-rights';

/** SPEC §2 /Dashboard/Netzwerke and /Netzwerke: the networks with a server-side search. */
export function NetworksListPage() {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const mayCreate = canCreateNetwork(me?.rights) && !isLocationUser(me);
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const networks = useCompanies(keyWord ? { isMother: 1, keyWord } : { isMother: 1 });

  return (
    <>
      <PageHeader title={t('networks.title')} actions={mayCreate ? <NetworkListActions /> : undefined} />
      <Stack spacing={3}>
        <Stack spacing={2}>
          <SearchField
            id="networks-search"
            label={t('networks.searchLabel')}
            value={search}
            onSearch={setSearch}
            sx={{ maxWidth: 400 }}
          />
          <QueryStatus query={networks} />
          {networks.data ? <NetworksTable networks={networks.data} hrefOf={(c) => networkTabPath(c.guid, 0)} /> : null}
        </Stack>
        {keyWord ? null : <OrphanLocations />}
      </Stack>
    </>
  );
}
