import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field';

export type StatusFilter = '' | 'NEW' | 'ACTIVE' | 'SERVICE';

export interface DeviceFilterState {
  search: string;
  showAll: boolean;
  showArchived: boolean;
  status: StatusFilter;
}

interface Props {
  value: DeviceFilterState;
  onChange: (next: DeviceFilterState) => void;
}

/** SPEC §4 device list filters: search, status (NEW/ACTIVE/SERVICE), 'Alle anzeigen', archived. */
export function DevicesFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DeviceFilterState>) => onChange({ ...value, ...patch });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <SearchField
        id="devices-search"
        label={t('devices.searchLabel')}
        value={value.search}
        onSearch={(search) => set({ search })}
        sx={{ width: { md: 300 } }}
      />
      <TextField
        id="devices-status"
        select
        label={t('devices.status')}
        value={value.status}
        onChange={(event) => set({ status: event.target.value as StatusFilter })}
        sx={{ width: { md: 180 } }}
      >
        <MenuItem value="">{t('devices.allStates')}</MenuItem>
        <MenuItem value="NEW">{t('devices.states.NEW')}</MenuItem>
        <MenuItem value="ACTIVE">{t('devices.states.ACTIVE')}</MenuItem>
        <MenuItem value="SERVICE">{t('devices.states.SERVICE')}</MenuItem>
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={value.showAll} onChange={(event) => set({ showAll: event.target.checked })} />}
        label={t('devices.showAll')}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <FormControlLabel
        control={
          <Checkbox checked={value.showArchived} onChange={(event) => set({ showArchived: event.target.checked })} />
        }
        label={t('devices.showArchived')}
        sx={{ whiteSpace: 'nowrap' }}
      />
    </Stack>
  );
}
