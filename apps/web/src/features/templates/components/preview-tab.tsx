import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CANVAS_SIZES, OFFER_FIELDS, SAMPLE_OFFER_FIELDS, type TemplateOrientation } from '@signage/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreview } from '../../../api/templates/render-preview';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { serverConfigProblems } from '../lib/config-check';
import { ConfigProblems } from './config-problems';

function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function PreviewImage({ orientation, blob }: { orientation: TemplateOrientation; blob: Blob | undefined }) {
  const { t } = useTranslation();
  const url = useObjectUrl(blob);
  const size = CANVAS_SIZES[orientation];
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box
        sx={{
          aspectRatio: `${size.width} / ${size.height}`,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        {url ? (
          <img
            src={url}
            alt={t(`templates.preview.${orientation}`)}
            data-testid={`preview-${orientation}`}
            style={{ width: '100%', height: '100%', display: 'block' }}
          />
        ) : null}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {t(`templates.preview.${orientation}`)} · {size.width}×{size.height}
      </Typography>
    </Box>
  );
}

/** SPEC §2 Preview tab: the server renders both orientations with sample offer data (satori + resvg). */
export function PreviewTab({ guid, config }: { guid: string; config: string }) {
  const { t } = useTranslation();
  const [rendered, setRendered] = useState({ config, run: 0 });
  const preview = usePreview(guid, rendered.config, rendered.run);
  const problems = preview.isError && isApiError(preview.error) ? serverConfigProblems(preview.error.message) : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('templates.preview.hint')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => setRendered((current) => ({ config, run: current.run + 1 }))}
          loading={preview.isFetching}
        >
          {t('templates.preview.render')}
        </Button>
      </Stack>
      {preview.isFetching && !preview.data ? <LoadingState label={t('templates.preview.rendering')} /> : null}
      {problems ? (
        <ConfigProblems title={t('templates.config.server')} problems={problems} testId="preview-errors" />
      ) : preview.isError ? (
        <ErrorState error={preview.error} />
      ) : null}
      {preview.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '0.5625fr 1.7778fr' } }}>
          <PreviewImage orientation="vertical" blob={preview.data.vertical} />
          <PreviewImage orientation="horizontal" blob={preview.data.horizontal} />
        </Box>
      ) : null}
      <div>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {t('templates.preview.sample')}
        </Typography>
        <Table size="small" aria-label={t('templates.preview.sample')} data-testid="preview-sample">
          <TableBody>
            {OFFER_FIELDS.map((field) => (
              <TableRow key={field}>
                <TableCell sx={{ fontFamily: 'monospace', width: 200 }}>{field}</TableCell>
                <TableCell>{SAMPLE_OFFER_FIELDS[field]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </Stack>
  );
}
