import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Company } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';
import { SUPPORT_STATUSES, type SupportQueryState, type SupportStatus } from '../../../lib/support-list';

interface Props {
  query: SupportQueryState;
  search: string;
  networks: readonly Company[] | undefined;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<SupportQueryState>) => void;
}

/** Selects show their 'Alle …' entry instead of an empty field. */
const EMPTY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** SPEC §2 support filters: 'auch online anzeigen', network, status (Neu/Aktiv/Service), search. */
export function SupportFilters({ query, search, networks, onSearch, onChange }: Props) {
  const { t } = useTranslation();
  const knownNetwork = !query.network || networks?.some((n) => n.guid === query.network);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'auto minmax(200px, 1fr) 180px minmax(200px, 1fr)' },
      }}
    >
      <FormControlLabel
        control={
          <Checkbox
            checked={query.showOnline}
            onChange={(event) => onChange({ showOnline: event.target.checked })}
            name="showOnline"
          />
        }
        label={t('support.showOnline')}
      />
      <TextField
        select
        id="support-network"
        label={t('support.network')}
        value={knownNetwork ? (query.network ?? '') : ''}
        onChange={(event) => onChange({ network: event.target.value || null })}
        size="small"
        slotProps={EMPTY_SHOWN}
      >
        <MenuItem value="">{t('support.allNetworks')}</MenuItem>
        {(networks ?? []).map((network) => (
          <MenuItem key={network.guid} value={network.guid}>
            {network.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="support-status"
        label={t('support.status')}
        value={query.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || null) as SupportStatus | null })}
        size="small"
        slotProps={EMPTY_SHOWN}
      >
        <MenuItem value="">{t('support.allStates')}</MenuItem>
        {SUPPORT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`support.states.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <SearchField id="support-search" label={t('support.search')} value={search} onSearch={onSearch} size="small" />
    </Box>
  );
}
