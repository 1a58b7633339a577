import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { canToggleActive, type ItemOrientation, type PlaylistItem } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateItem } from '../../../api/playlists/update-item';
import { describeError } from '../../../lib/describe-error';
import { type ItemSettingsForm, settingsProblems, toItemUpdate, toSettingsForm } from '../lib/item-settings';
import { scheduleProblems } from '../lib/schedule-form';
import { ScheduleFields } from './schedule-fields';
import { ValidityFields } from './validity-fields';

interface Props {
  playlist: string;
  item: PlaylistItem | null;
  onClose: () => void;
}

/**
 * SPEC §2 'item settings': name, duration, validity von/bis, active (readOnly items cannot be toggled), and
 * the screens it plays on (every screen, landscape or portrait only), and its schedule (weekdays and spans, or only
 * during / outside the opening hours).
 */
export function ItemSettingsDialog({ playlist, item, onClose }: Props) {
  return item ? <SettingsContent key={item.guid} playlist={playlist} item={item} onClose={onClose} /> : null;
}

function SettingsContent({ playlist, item, onClose }: { playlist: string; item: PlaylistItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ItemSettingsForm>(() => toSettingsForm(item, Date.now()));
  const update = useUpdateItem(playlist, { silent: true, saved: true });
  const problems = settingsProblems(item, form);
  const change = (next: Partial<ItemSettingsForm>) => setForm((current) => ({ ...current, ...next }));
  const save = () => {
    if (problems.length === 0) update.mutate(toItemUpdate(item, form), { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="item-settings-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id="item-settings-title">{t('playlists.settings.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              id="item-name"
              label={t('playlists.settings.name')}
              value={form.name}
              error={problems.includes('name')}
              onChange={(event) => change({ name: event.target.value })}
            />
            {item.type === 'WEB' ? (
              <TextField
                id="item-address"
                label={t('playlists.web.address')}
                value={form.address}
                error={problems.includes('address')}
                helperText={problems.includes('address') ? t('playlists.web.invalid') : t('playlists.web.hostHint')}
                onChange={(event) => change({ address: event.target.value })}
              />
            ) : null}
            {item.type !== 'PLAYLIST' ? (
              <TextField
                id="item-duration"
                label={t('playlists.settings.duration')}
                value={form.duration}
                error={problems.includes('duration')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                onChange={(event) => change({ duration: event.target.value })}
              />
            ) : null}
            <ValidityFields
              from={form.activeFrom}
              till={form.activeTill}
              onChange={({ from, till }) =>
                change({
                  ...(from !== undefined ? { activeFrom: from } : {}),
                  ...(till !== undefined ? { activeTill: till } : {}),
                })
              }
              error={problems.includes('window') ? t('playlists.settings.windowInvalid') : undefined}
            />
            <ScheduleFields
              value={form.schedule}
              problems={scheduleProblems(form.schedule)}
              onChange={(schedule) => change({ schedule })}
            />
            <TextField
              select
              id="item-orientation"
              label={t('playlists.settings.screens')}
              value={form.orientation}
              onChange={(event) => change({ orientation: event.target.value as ItemOrientation | '' })}
              // '' means every screen: say so instead of an empty field
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('playlists.settings.screensAll')}</MenuItem>
              <MenuItem value="horizontal">{t('playlists.settings.screensHorizontal')}</MenuItem>
              <MenuItem value="vertical">{t('playlists.settings.screensVertical')}</MenuItem>
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={form.active}
                  disabled={!canToggleActive(item)}
                  onChange={(_e, checked) => change({ active: checked })}
                />
              }
              label={t('playlists.settings.active')}
            />
            {update.isError ? <Alert severity="error">{describeError(update.error, t)}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={problems.length > 0} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
