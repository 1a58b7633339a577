import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { useCredentials } from '../../../hooks/use-credentials';
import type { DeviceFormValues, DeviceTextField } from '../lib/device-form';
import { canChangeDeviceState } from '../lib/device-rights';

const GROUPS: Array<{ title: 'panels' | 'player' | 'networkSettings'; fields: DeviceTextField[] }> = [
  { title: 'panels', fields: ['display', 'displaySer', 'stele'] },
  { title: 'player', fields: ['playerTyp', 'playerMac', 'playerSer'] },
  { title: 'networkSettings', fields: ['netip', 'netsub', 'netgateway', 'proxy', 'dns1', 'dns2', 'inputType'] },
];

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
      {children}
    </Box>
  );
}

export function DeviceTextInput({ control, name }: { control: Control<DeviceFormValues>; name: DeviceTextField }) {
  const { t } = useTranslation();
  return <FormTextField control={control} name={name} id={`device-${name}`} label={t(`devices.fields.${name}`)} />;
}

/** Status and orientation selects. */
export function StateAndOrientation({ control }: { control: Control<DeviceFormValues> }) {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const canChangeState = canChangeDeviceState({
    rights: me?.rights,
    guidParent: me?.guidParent,
    networkGuid: me?.networkGuid,
  });
  return (
    <>
      <FormTextField
        control={control}
        name="deviceState"
        id="device-state"
        disabled={!canChangeState}
        select
        label={t('devices.fields.deviceState')}
      >
        <MenuItem value="NEW">{t('devices.states.NEW')}</MenuItem>
        <MenuItem value="ACTIVE">{t('devices.states.ACTIVE')}</MenuItem>
        <MenuItem value="VER">{t('devices.states.VER')}</MenuItem>
      </FormTextField>
      <FormTextField
        control={control}
        name="orientation"
        id="device-orientation"
        select
        label={t('devices.fields.orientation')}
      >
        <MenuItem value="horizontal">{t('devices.orientations.horizontal')}</MenuItem>
        <MenuItem value="vertical">{t('devices.orientations.vertical')}</MenuItem>
      </FormTextField>
    </>
  );
}

/** SPEC §2: panels display (type, serial, stele), player (type, MAC, serial), network settings. */
export function HardwareGroups({ control }: { control: Control<DeviceFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      {GROUPS.map((group) => (
        <Box key={group.title} component="section" aria-label={t(`devices.fields.${group.title}`)}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
            {t(`devices.fields.${group.title}`)}
          </Typography>
          <FieldGrid>
            {group.fields.map((name) => (
              <DeviceTextInput key={name} control={control} name={name} />
            ))}
          </FieldGrid>
        </Box>
      ))}
    </>
  );
}
