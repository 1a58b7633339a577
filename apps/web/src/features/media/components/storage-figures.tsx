import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MediaStatus } from '@signage/shared';
import { formatBytes } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** Files in storage, storage used and the part that could be deleted (KB from the server, shown in byte units). */
export function StorageFigures({ status }: { status: MediaStatus }) {
  const { t } = useTranslation();
  const nf = new Intl.NumberFormat('de-DE');
  const figures = [
    ['files', nf.format(status.cntFilesInStorage)],
    ['storage', formatBytes(status.stats.storageInKb * 1024)],
    ['deletableStorage', formatBytes(status.stats.storageInKbDeletable * 1024)],
  ] as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {figures.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 2, flex: 1 }} data-testid={`figure-${key}`}>
          <Typography variant="body2" color="text.secondary">
            {t(`media.admin.${key}`)}
          </Typography>
          <Typography variant="h5" component="p">
            {value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
