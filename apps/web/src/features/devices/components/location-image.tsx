import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { UploadZone } from '../../../components/upload';
import { useUpdateDevice } from '../api/update-device';

/** The location image accepts jpg and png up to 64 MB (the server checks the content too). */
export const BACKGROUND_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const BACKGROUND_MAX_BYTES = 64 * 1024 * 1024;

/** SPEC §2 location image (imgBackground): preview, drag-and-drop upload, remove. */
export function LocationImage({ device }: { device: Device }) {
  const { t } = useTranslation();
  const update = useUpdateDevice();

  return (
    <Stack spacing={1} data-testid="location-image">
      <Typography variant="subtitle2">{t('devices.fields.locationImage')}</Typography>
      {device.imgBackgroundUrl ? (
        <Box
          component="img"
          src={device.imgBackgroundUrl}
          alt={t('devices.fields.locationImage')}
          sx={{
            maxWidth: '100%',
            maxHeight: 220,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('devices.fields.noImage')}
        </Typography>
      )}
      <UploadZone
        url={`/v1/devices/upload/${encodeURIComponent(device.guid)}/background`}
        accept={BACKGROUND_TYPES}
        maxBytes={BACKGROUND_MAX_BYTES}
        typeErrorText={t('devices.fields.imageTypeError')}
        multiple={false}
        label={t('devices.fields.imageDrop')}
        hint={t('devices.fields.imageHint')}
        refreshes={[['devices', 'detail', device.guid]]}
        testId="background-upload"
      />
      {device.imgBackgroundUrl ? (
        <div>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            loading={update.isPending}
            onClick={() => update.mutate({ guid: device.guid, body: { imgBackground: 'none' } })}
          >
            {t('devices.fields.removeImage')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
