import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorForm, parseMaxLength } from '../lib/editor-form';

interface Props {
  form: EditorForm;
  onChange: (change: Partial<EditorForm>) => void;
  /** Enter in the name field saves the name at once (SPEC §5). */
  onSaveName: () => void;
  locked: boolean;
  /** Only organiser networks may have organiser channels (20). */
  organiserAllowed: boolean;
  /** Location users keep normal playlists only. */
  channelAllowed: boolean;
}

/** SPEC §2 editor header: name, channel checkbox, organiser-channel flag with maximum length, orientation. */
export const PlaylistHeaderForm = memo(function PlaylistHeaderForm(props: Props) {
  const { form, onChange, onSaveName, locked, organiserAllowed, channelAllowed } = props;
  const { t } = useTranslation();
  const maxInvalid = parseMaxLength(form.maxLength) === null;
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <TextField
          id="playlist-name"
          label={t('playlists.fields.name')}
          value={form.name}
          disabled={locked}
          error={form.name.trim() === ''}
          helperText={t('playlists.fields.nameHint')}
          onChange={(event) => onChange({ name: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSaveName();
            }
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          select
          id="playlist-orientation"
          label={t('playlists.fields.orientation')}
          value={form.orientation}
          disabled={locked}
          onChange={(event) => onChange({ orientation: event.target.value as EditorForm['orientation'] })}
        >
          <MenuItem value="horizontal">{t('playlists.orientation.horizontal')}</MenuItem>
          <MenuItem value="vertical">{t('playlists.orientation.vertical')}</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          id="playlist-max-length"
          label={t('playlists.fields.maxLength')}
          value={form.maxLength}
          disabled={locked}
          error={maxInvalid}
          helperText={maxInvalid ? t('playlists.fields.maxLengthInvalid') : t('playlists.fields.maxLengthHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          onChange={(event) => onChange({ maxLength: event.target.value })}
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.channel}
              disabled={locked || !channelAllowed || form.organiser}
              onChange={(_e, checked) => onChange({ channel: checked })}
            />
          }
          label={t('playlists.fields.channel')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.organiser}
              disabled={locked || !channelAllowed || (!organiserAllowed && !form.organiser)}
              onChange={(_e, checked) => onChange({ organiser: checked, channel: checked || form.channel })}
            />
          }
          label={t('playlists.fields.organiser')}
        />
      </Grid>
    </Grid>
  );
});
