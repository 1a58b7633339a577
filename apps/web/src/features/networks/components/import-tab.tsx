import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CSV_IMPORT_LIMIT, IMPORT_FIELDS, IMPORT_LABELS, megabytesOf } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRE_CHECK_STATUS, percentOf, preCheck } from '../../../components/upload/upload-checks';
import { ImportResultTable } from './import-result-table';
import { ImportSummary } from './import-summary';
import { useImportUpload } from './use-import-upload';

const MB = megabytesOf(CSV_IMPORT_LIMIT);

/** Import tab: CSV file, 'Vorschau' (default on) shows what would happen, 'Importieren' writes it. */
export function ImportTab({ network }: { network: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(true);
  const { upload, progress, outcome, failure, setFailure, clear, busy } = useImportUpload(network, t('errors.network'));

  const choose = (chosen: File | undefined) => {
    clear();
    setFile(null);
    if (!chosen) return;
    const check = preCheck(chosen, { accept: ['csv'], maxBytes: CSV_IMPORT_LIMIT });
    if (!check.ok) {
      const message = {
        type: t('networks.import.wrongType'),
        size: t('networks.import.tooLarge', { mb: MB }),
        empty: t('networks.import.empty'),
      }[check.reason];
      setFailure({ message, status: PRE_CHECK_STATUS[check.reason], code: check.reason });
      return;
    }
    setFile(chosen);
  };

  const previewed = outcome?.result.isPreview === true && outcome.refused === null;
  const hasErrors = (outcome?.result.totals.error ?? 0) > 0;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('networks.import.hint', { columns: IMPORT_FIELDS.map((f) => IMPORT_LABELS[f]).join(', ') })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={busy}>
          {t('networks.import.choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={t('networks.import.fileLabel')}
            data-testid="import-file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography data-testid="import-file-name" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : t('networks.import.noFile')}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={preview} onChange={(event) => setPreview(event.target.checked)} />}
          label={t('networks.import.preview')}
          disabled={busy}
        />
        <Button variant="contained" disabled={!file || busy} onClick={() => file && void upload(file, preview)}>
          {t('networks.import.upload')}
        </Button>
      </Stack>
      {progress !== null ? (
        <Box data-testid="import-progress">
          <LinearProgress
            variant={progress >= 1 ? 'indeterminate' : 'determinate'}
            value={percentOf(progress, 1)}
            aria-label={t('networks.import.progress')}
          />
          <Typography variant="caption" color="text.secondary">
            {progress >= 1 ? t('networks.import.processing') : `${percentOf(progress, 1)} %`}
          </Typography>
        </Box>
      ) : null}
      {failure ? (
        <Alert severity="error" data-testid="import-failure" onClose={() => setFailure(null)}>
          <AlertTitle>{t('networks.import.uploadError')}</AlertTitle>
          {failure.message}
          {failure.status > 0 ? ` (${t('networks.import.code', { code: failure.status })})` : null}
        </Alert>
      ) : null}
      {outcome ? <ImportSummary outcome={outcome} /> : null}
      {previewed && file ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            color="secondary"
            disabled={busy || hasErrors}
            onClick={() => void upload(file, false)}
          >
            {t('networks.import.import')}
          </Button>
          {hasErrors ? (
            <Typography variant="body2" color="error">
              {t('networks.import.fixErrors')}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {outcome ? <ImportResultTable result={outcome.result} /> : null}
    </Stack>
  );
}
