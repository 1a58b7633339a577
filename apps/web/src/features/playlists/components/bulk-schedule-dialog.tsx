import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { describeSchedule, type PlaylistItem } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetItemSchedules } from '../../../api/playlists/set-item-schedules';
import { useChosen } from '../../../hooks/use-chosen';
import { describeError } from '../../../lib/describe-error';
import { type ScheduleForm, scheduleProblems, toSchedule, toScheduleForm } from '../lib/schedule-form';
import { ScheduleFields } from './schedule-fields';

interface Props {
  playlist: string;
  items: readonly PlaylistItem[];
  open: boolean;
  onClose: () => void;
}

/** One schedule for the chosen items of the playlist. */
export function BulkScheduleDialog({ open, ...rest }: Props) {
  return open ? <BulkContent {...rest} /> : null;
}

function BulkContent({ playlist, items, onClose }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const { chosen, setChosen, flip } = useChosen();
  const [form, setForm] = useState<ScheduleForm>(() => ({ ...toScheduleForm(null), kind: 'times' }));
  const save = useSetItemSchedules(playlist);
  const problems = scheduleProblems(form);
  const all = chosen.size === items.length && items.length > 0;
  const submit = () => {
    if (chosen.size > 0 && problems.size === 0)
      save.mutate({ guids: [...chosen], schedule: toSchedule(form) }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-schedule-title">
      <DialogTitle id="bulk-schedule-title">{t('playlists.schedule.bulkTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ScheduleFields value={form} problems={problems} onChange={setForm} />
          <div>
            <FormLabel>{t('playlists.schedule.bulkItems')}</FormLabel>
            <FormGroup data-testid="bulk-schedule-items" sx={{ maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={chosen.size > 0 && !all}
                    onChange={() => setChosen(all ? new Set() : new Set(items.map((item) => item.guid)))}
                  />
                }
                label={t('playlists.schedule.selectAll')}
              />
              {items.map((item) => (
                <FormControlLabel
                  key={item.guid}
                  control={<Checkbox checked={chosen.has(item.guid)} onChange={() => flip(item.guid)} />}
                  label={item.schedule ? `${item.name} (${describeSchedule(item.schedule)})` : item.name}
                />
              ))}
            </FormGroup>
          </div>
          {chosen.size === 0 ? <Alert severity="info">{t('playlists.schedule.bulkNone')}</Alert> : null}
          {save.isError ? <Alert severity="error">{describeError(save.error, t)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={chosen.size === 0 || problems.size > 0}
          loading={save.isPending}
        >
          {t('playlists.schedule.bulkSave', { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
