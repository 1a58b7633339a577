import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type Device, R, WEEKDAY_LABELS, WEEKDAYS } from '@signage/shared';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { useRight } from '../../../hooks/use-credentials';
import type { DeviceFormValues } from '../lib/device-form';
import { describePower } from '../lib/power-form';

/**
 * The field group 'Einschaltzeit': 'nach Öffnungszeiten' with minutes before and after, 'immer an', or 'eigene Zeiten'
 * per weekday. Read-only text for users who may not edit the device (the server decides).
 */
export function PowerField({ control, device }: { control: Control<DeviceFormValues>; device: Device }) {
  const { t } = useTranslation();
  const canEdit = useRight(R.devices);
  const { field } = useController({ control, name: 'power.kind' });
  const kind = useWatch({ control, name: 'power.kind' });
  const shownKind = canEdit ? kind : (device.power?.kind ?? 'hours');
  const noHours = shownKind === 'hours' && !device.hasOpeningHours;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="power-field">
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('devices.power.title')}
      </Typography>
      {canEdit ? (
        <>
          <RadioGroup row value={field.value} onChange={(e) => field.onChange(e.target.value)} name={field.name}>
            <FormControlLabel value="hours" control={<Radio />} label={t('devices.power.hours')} />
            <FormControlLabel value="always" control={<Radio />} label={t('devices.power.always')} />
            <FormControlLabel value="own" control={<Radio />} label={t('devices.power.own')} />
          </RadioGroup>
          {kind === 'hours' ? (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
              {(['before', 'after'] as const).map((margin) => (
                <FormTextField
                  key={margin}
                  control={control}
                  name={`power.${margin}`}
                  id={`power-${margin}`}
                  type="number"
                  label={t(`devices.power.${margin}`)}
                  slotProps={{ htmlInput: { min: 0, max: 240, step: 5 } }}
                />
              ))}
            </Box>
          ) : null}
          {kind === 'own' ? (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
              {WEEKDAYS.map((day) => (
                <FormTextField
                  key={day}
                  control={control}
                  name={`power.weekly.${day}`}
                  id={`power-${day}`}
                  label={WEEKDAY_LABELS[day]}
                  placeholder="08:00–20:00"
                  size="small"
                />
              ))}
              <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                {t('devices.power.ownHint')}
              </Typography>
            </Box>
          ) : null}
        </>
      ) : (
        <Typography variant="body2" data-testid="power-read-only">
          {describePower(device.power)}
        </Typography>
      )}
      {noHours ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="power-no-hours">
          {t('devices.power.noHours')}
        </Alert>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('devices.power.hint')}
      </Typography>
    </Box>
  );
}
