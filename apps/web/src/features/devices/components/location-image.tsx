import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BACKGROUND_UPLOAD_LIMIT, type Device } from '@signage/shared';
import { deviceCalls } from '@signage/shared/calls/devices';
import { useTranslation } from 'react-i18next';
import { deviceKeys } from '../../../api/devices/keys';
import { useUpdateDevice } from '../../../api/devices/update-device';
import { BackgroundMedia } from '../../../components/background-media';
import { UploadZone } from '../../../components/upload';
import { useRight } from '../../../hooks/use-credentials';
import { urlOfCall } from '../../../lib/call';

/** SPEC §5 stage picture: mp4, jpg, png, mov, mpeg up to 64 MB (the server decodes the content too). */
export const BACKGROUND_TYPES = ['mp4', 'jpg', 'jpeg', 'png', 'mov', 'mpeg', 'mpg'] as const;

/** SPEC §2 location image (imgBackground): preview, drag-and-drop upload, remove. */
export function LocationImage({ device }: { device: Device }) {
  const { t } = useTranslation();
  const update = useUpdateDevice();
  // The server's rule for POST devices/upload/{guid}/background.
  const canUpload = useRight('RIGHT_COMP_STAGE_UPLOAD_PICTURE');

  return (
    <Stack spacing={1} data-testid="location-image">
      <Typography variant="subtitle2">{t('devices.fields.locationImage')}</Typography>
      {device.imgBackgroundUrl ? (
        <BackgroundMedia
          url={device.imgBackgroundUrl}
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
      {canUpload ? (
        <UploadZone
          url={urlOfCall(deviceCalls.uploadBackground, { params: { deviceGuid: device.guid } })}
          accept={BACKGROUND_TYPES}
          maxBytes={BACKGROUND_UPLOAD_LIMIT}
          typeErrorText={t('devices.fields.imageTypeError')}
          multiple={false}
          label={t('devices.fields.imageDrop')}
          hint={t('devices.fields.imageHint')}
          refreshes={[deviceKeys.detail(device.guid)]}
          testId="background-upload"
        />
      ) : null}
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
