import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { Device } from '@signage/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateDevice } from '../../../api/devices/update-device';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerErrors } from '../../../lib/server-form-errors';
import {
  DEVICE_FORM_FIELDS,
  type DeviceFormValues,
  parseMaxDuration,
  toDeviceFormValues,
  toDeviceUpdate,
} from '../lib/device-form';
import { toScreenPower } from '../lib/power-form';
import { useDeviceBack } from '../lib/use-device-back';
import { AppVersionField } from './app-version-field';
import { ArchiveControl } from './archive-control';
import { NetworkAssignment, PlaylistAssignment } from './assignment-fields';
import { DeviceTextInput, FieldGrid, HardwareGroups, StateAndOrientation } from './device-field-groups';
import { DeviceSecretPanel } from './device-secret-panel';
import { DeviceSwitch } from './device-switch';
import { LocationImage } from './location-image';
import { PowerField } from './power-field';
import { TagChipsField } from './tag-chips-field';

/** SPEC §2 'Allgemeine Daten': every device field; Abbrechen goes back where the user came from, Speichern stays. */
export function GeneralTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const goBack = useDeviceBack();
  const update = useUpdateDevice();
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<DeviceFormValues>({
    defaultValues: toDeviceFormValues(device),
  });

  const save = handleSubmit((values) => {
    setAlert(null);
    if (parseMaxDuration(values.maxDuration) === 'invalid') {
      setError(
        'maxDuration',
        { type: 'client', message: t('devices.fields.maxDurationInvalid') },
        { shouldFocus: true },
      );
      return;
    }
    const power = toScreenPower(values.power);
    if (!power.ok) {
      Object.entries(power.errors).forEach(([field, message], index) => {
        setError(`power.${field}` as 'power.before', { type: 'client', message }, { shouldFocus: index === 0 });
      });
      return;
    }
    update.mutate(
      { guid: device.guid, body: { ...toDeviceUpdate(values), power: power.power } },
      {
        onSuccess: (saved) => {
          reset(toDeviceFormValues(saved));
          setAlert({ severity: 'success', text: t('common.saved') });
        },
        onError: (error) =>
          setAlert({ severity: 'error', text: applyServerErrors(error, DEVICE_FORM_FIELDS, setError, t) }),
      },
    );
  });

  return (
    <Stack component="form" spacing={3} onSubmit={save} noValidate aria-label={t('devices.tabs.general')}>
      {alert ? (
        <Alert severity={alert.severity} data-testid={alert.severity === 'error' ? 'form-error' : 'form-saved'}>
          {alert.text}
        </Alert>
      ) : null}
      <FieldGrid>
        <FormTextField control={control} name="name" id="device-name" label={t('devices.fields.name')} />
        <DeviceSwitch control={control} name="isService" label={t('devices.fields.isService')} />
      </FieldGrid>
      <LocationImage device={device} />
      <FieldGrid>
        <TagChipsField control={control} />
        <FormTextField
          control={control}
          name="maxDuration"
          id="device-maxDuration"
          type="number"
          label={t('devices.fields.maxDuration')}
          helperText={t('devices.fields.maxDurationHint')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </FieldGrid>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <NetworkAssignment device={device} />
        <PlaylistAssignment device={device} />
      </Box>
      <FieldGrid>
        <StateAndOrientation control={control} />
        <AppVersionField control={control} />
        <DeviceTextInput control={control} name="screenNumber" />
      </FieldGrid>
      <Divider />
      <PowerField control={control} device={device} />
      <Divider />
      <HardwareGroups control={control} />
      <DeviceSecretPanel device={device} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Stack direction="row" sx={{ mr: 'auto' }}>
          <ArchiveControl device={device} />
        </Stack>
        <Button onClick={goBack}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
