import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_PACKAGE_MAX_BYTES, type AppVersion, formatBytes, megabytesOf } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { appKeys } from '../../../api/apps/keys';
import { UploadZone } from '../../../components/upload';
import { packageUploadUrl, playerDownloadUrl } from '../lib/app-form';

/** The player package: download link {host}/apps/{name}/player.apk and the upload with progress. */
export function AppPackage({ app }: { app: AppVersion }) {
  const { t } = useTranslation();
  const url = playerDownloadUrl(app, window.location.origin);

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {t('apps.package')}
      </Typography>
      {url ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            component="a"
            href={url}
            download="player.apk"
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="app-download"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('apps.download')}
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="app-package-info">
            {t('apps.packageInfo', { size: formatBytes(app.packageSize ?? 0), md5: app.packageMd5 ?? '' })}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="app-package-info">
          {t('apps.noPackage')}
        </Typography>
      )}
      <UploadZone
        url={packageUploadUrl(app.name)}
        accept={['apk']}
        maxBytes={APP_PACKAGE_MAX_BYTES}
        multiple={false}
        label={t('apps.uploadLabel')}
        hint={t('apps.uploadHint', { name: app.name, mb: megabytesOf(APP_PACKAGE_MAX_BYTES) })}
        refreshes={[appKeys.detail(app.guid), appKeys.lists()]}
        testId="app-upload"
      />
    </Stack>
  );
}
