import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HotelImportStatus } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOTEL_IMPORT_FIELD,
  HOTEL_IMPORT_UPLOAD_URL,
  hotelImportIdOf,
  isHotelImportFinished,
  useHotelImportStatus,
  useLatestHotelImportId,
} from '../../../api/hotel-import/hotel-import';
import { type Column, DataTable } from '../../../components/data-table';
import { UploadZone } from '../../../components/upload';
import {
  HOTEL_IMPORT_EXAMPLE_LINE,
  hotelImportMoreErrorsText,
  hotelImportProgressText,
  hotelImportSeverity,
  hotelImportStateText,
} from '../lib/hotel-import-status';

type LineError = HotelImportStatus['errors'][number];
/** JSON Lines under both its usual names (the server takes these and more). */
const HOTEL_IMPORT_TYPES = ['jsonl', 'ndjson'] as const;

/**
 * System → Hotels: one .jsonl file is uploaded (with progress), then the run's status is asked every
 * second until it is done or failed: counts, and the refused lines with their German reason.
 */
export function HotelImportTab() {
  const { t } = useTranslation();
  const [uploadedId, setRunId] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Until a file is uploaded here: the newest run (it may have ended, or broken off, while nobody looked).
  const latest = useLatestHotelImportId();
  const runId = uploadedId ?? latest.data ?? null;
  const status = useHotelImportStatus(runId);
  // A run uploaded here counts as running until its status says otherwise; the newest one only when it says so.
  const running =
    status.data?.state === 'running' || (uploadedId !== null && !status.isError && !isHotelImportFinished(status.data));

  return (
    <Stack spacing={2} data-testid="hotel-import">
      <Typography variant="body2">{t('system.hotels.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('system.hotels.fields')}
      </Typography>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('system.hotels.example')}
        </Typography>
        <Box
          component="pre"
          data-testid="hotel-import-example"
          sx={{
            m: 0,
            p: 1,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            fontSize: 12,
          }}
        >
          {HOTEL_IMPORT_EXAMPLE_LINE}
        </Box>
      </Box>
      <UploadZone
        url={HOTEL_IMPORT_UPLOAD_URL}
        fieldName={HOTEL_IMPORT_FIELD}
        accept={HOTEL_IMPORT_TYPES}
        multiple={false}
        disabled={running}
        label={t('system.hotels.uploadLabel')}
        hint={t('system.hotels.uploadHint')}
        typeErrorText={t('system.hotels.typeError')}
        onUploaded={(answer) => {
          const id = hotelImportIdOf(answer);
          setUnconfirmed(id === null);
          setRunId(id);
        }}
        testId="hotel-import-upload"
      />
      {unconfirmed ? <Alert severity="error">{t('system.hotels.badAnswer')}</Alert> : null}
      {status.data ? <HotelImportRun status={status.data} /> : null}
    </Stack>
  );
}

function HotelImportRun({ status }: { status: HotelImportStatus }) {
  const { t } = useTranslation();
  const more = hotelImportMoreErrorsText(t, status);
  const columns: readonly Column<LineError>[] = [
    { key: 'line', header: t('system.hotels.line'), render: (e) => e.line, sortValue: (e) => e.line, width: 100 },
    { key: 'message', header: t('system.hotels.error'), render: (e) => e.message },
  ];
  return (
    <Stack spacing={2}>
      <Alert severity={hotelImportSeverity(status)} data-testid="hotel-import-status" data-state={status.state}>
        <AlertTitle>{hotelImportStateText(t, status)}</AlertTitle>
        <span data-testid="hotel-import-progress">{hotelImportProgressText(t, status)}</span>
      </Alert>
      {status.state === 'running' ? <LinearProgress aria-label={t('system.hotels.running')} /> : null}
      {status.errors.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('system.hotels.errors')}
          </Typography>
          <DataTable
            label={t('system.hotels.errors')}
            columns={columns}
            rows={status.errors}
            rowKey={(e) => `${e.line}:${e.message}`}
            testId="hotel-import-errors"
          />
          {more ? (
            <Typography variant="caption" color="text.secondary">
              {more}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
