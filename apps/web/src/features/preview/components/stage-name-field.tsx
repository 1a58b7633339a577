import TextField from '@mui/material/TextField';
import type { Device } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveStageName } from '../../../api/devices/save-stage-name';

/** SPEC §2/§5 editable stage name, saved with Enter (empty falls back to the device name). */
export function StageNameField({ device, editable }: { device: Device; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveStageName();
  const [value, setValue] = useState(device.stageName);
  const [saved, setSaved] = useState(false);
  const dirty = value.trim() !== device.stageName;
  const helper = save.isPending
    ? t('stagePreview.saving')
    : saved && !dirty
      ? t('common.saved')
      : t('stagePreview.stageNameHint');
  return (
    <TextField
      id="stage-name"
      label={t('stagePreview.stageName')}
      value={value}
      size="small"
      disabled={!editable}
      helperText={editable ? helper : undefined}
      onChange={(event) => {
        setValue(event.target.value);
        setSaved(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !editable) return;
        event.preventDefault();
        save.mutate(
          { guid: device.guid, stageName: value },
          {
            onSuccess: (next) => {
              setValue(next.stageName);
              setSaved(true);
            },
          },
        );
      }}
      sx={{ width: 360, maxWidth: '100%' }}
    />
  );
}
