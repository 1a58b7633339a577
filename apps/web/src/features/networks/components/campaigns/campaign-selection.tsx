import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type CampaignSelection, GERMAN_STATES, type GermanState } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useLocationsOf } from '../../../../api/companies/companies';

export type SelectionKind = CampaignSelection['kind'];

/** What the form holds for each way of choosing; only the chosen kind's part is sent. */
export interface SelectionDraft {
  kind: SelectionKind;
  tags: string;
  states: GermanState[];
  locations: string[];
}

export const EMPTY_SELECTION: SelectionDraft = { kind: 'all', tags: '', states: [], locations: [] };

/** The request's selection from the form's draft (the server says what is missing). */
export function toSelection(draft: SelectionDraft): CampaignSelection {
  switch (draft.kind) {
    case 'all':
      return { kind: 'all' };
    case 'tags':
      return {
        kind: 'tags',
        tags: draft.tags
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case 'regions':
      return { kind: 'regions', states: draft.states };
    case 'list':
      return { kind: 'list', locations: draft.locations };
  }
}

const STATE_CODES = Object.keys(GERMAN_STATES) as GermanState[];
const KINDS: SelectionKind[] = ['all', 'tags', 'regions', 'list'];

/** 'Standorte': all of the network's, by tag, by region (the location's state of its opening hours) or a list. */
export function CampaignSelectionField({
  network,
  value,
  onChange,
}: {
  network: string;
  value: SelectionDraft;
  onChange: (next: SelectionDraft) => void;
}) {
  const { t } = useTranslation();
  const locations = useLocationsOf(value.kind === 'list' ? network : null);
  const names = new Map((locations.data ?? []).map((l) => [l.guid, l.name]));
  return (
    <Stack spacing={2}>
      <TextField
        id="campaign-selection"
        select
        label={t('campaigns.selection')}
        value={value.kind}
        onChange={(e) => onChange({ ...value, kind: e.target.value as SelectionKind })}
      >
        {KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`campaigns.selectionKinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.kind === 'tags' ? (
        <TextField
          id="campaign-tags"
          label={t('campaigns.tags')}
          helperText={t('campaigns.tagsHint')}
          value={value.tags}
          onChange={(e) => onChange({ ...value, tags: e.target.value })}
        />
      ) : null}
      {value.kind === 'regions' ? (
        <Autocomplete
          multiple
          id="campaign-states"
          options={STATE_CODES}
          getOptionLabel={(code) => GERMAN_STATES[code]}
          value={value.states}
          onChange={(_e, states) => onChange({ ...value, states })}
          renderInput={(params) => (
            <TextField {...params} label={t('campaigns.regionStates')} helperText={t('campaigns.regionStatesHint')} />
          )}
        />
      ) : null}
      {value.kind === 'list' ? (
        <Autocomplete
          multiple
          id="campaign-locations"
          options={(locations.data ?? []).map((l) => l.guid)}
          getOptionLabel={(guid) => names.get(guid) ?? guid}
          loading={locations.isPending}
          loadingText={t('app.loading')}
          noOptionsText={t('campaigns.noLocations')}
          value={value.locations}
          onChange={(_e, picked) => onChange({ ...value, locations: picked })}
          renderInput={(params) => <TextField {...params} label={t('campaigns.locations')} />}
        />
      ) : null}
    </Stack>
  );
}
