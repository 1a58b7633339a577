import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBytes } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import type { UploadEntry } from './use-upload-queue';

/** One progress bar per file (SPEC §2 'upload progress'). */
export function UploadProgressList({ entries }: { entries: readonly UploadEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      aria-label={t('upload.listLabel')}
    >
      {entries.map((entry) => (
        <li key={entry.id} data-testid="upload-entry" data-status={entry.status} data-file={entry.name}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {entry.status === 'done' ? <CheckCircleIcon color="success" fontSize="small" aria-hidden /> : null}
            {entry.status === 'error' ? <ErrorIcon color="error" fontSize="small" aria-hidden /> : null}
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {entry.name}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({formatBytes(entry.size)})
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t(`upload.status.${entry.status}`, { percent: entry.percent })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={entry.percent}
            color={entry.status === 'error' ? 'error' : entry.status === 'done' ? 'success' : 'primary'}
            aria-label={t('upload.progressLabel', { name: entry.name })}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </li>
      ))}
    </Stack>
  );
}
