import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { megabytesOf } from '@signage/shared';
import type { QueryKey } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from './upload-checks';
import { UploadErrorDialog } from './upload-error-dialog';
import { UploadProgressList } from './upload-progress-list';
import { useUploadQueue } from './use-upload-queue';

export interface UploadZoneProps {
  /** POST target including its query, e.g. `/v1/playlists/upload/{guid}?active=1`. */
  url: string;
  /** Allowed extensions (lower case, no dot); checked before sending. Undefined: any type. */
  accept?: readonly string[];
  /** Largest file in bytes, checked before sending. Undefined: no client-side limit. */
  maxBytes?: number;
  /** Text for a refused extension; default 'Dateitype nicht erlaubt.  Erlaubt sind (a;b;…)'. */
  typeErrorText?: string;
  /** Text for a file over maxBytes; default 'Ihre Datei ist zu gross. Erlaubt sind maximal N Megabyte.' */
  sizeErrorText?: string;
  /** Multipart field name (default 'files'). */
  fieldName?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called before files are queued; return false to refuse them (e.g. to show 'Nicht erlaubt'). */
  onBeforeUpload?: () => boolean;
  /** After each successful file, with the parsed server answer. */
  onUploaded?: (response: unknown, file: File) => void;
  /** Queries to refetch after the queue ran empty and at least one file was uploaded. */
  refreshes?: readonly QueryKey[];
  /** Main line of the zone; default 'Dateien hierher ziehen'. */
  label?: string;
  /** Second line, e.g. allowed types and size. */
  hint?: string;
  testId?: string;
}

/**
 * Drop zone plus file picker: files are pre-checked (type, size), then uploaded one by one with
 * XMLHttpRequest, each with its own progress bar; refusals open the 'Upload Fehler' dialog (SPEC §8).
 */
export function UploadZone(props: UploadZoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { accept, maxBytes, disabled = false, multiple = true, testId = 'upload-zone' } = props;
  const queue = useUploadQueue({
    url: props.url,
    fieldName: props.fieldName,
    accept,
    maxBytes,
    typeErrorText: props.typeErrorText ?? t('upload.typeError', { types: (accept ?? []).join(';') }),
    sizeErrorText: props.sizeErrorText ?? t('upload.sizeError', { mb: megabytesOf(maxBytes ?? 0) }),
    emptyErrorText: t('upload.emptyError'),
    networkErrorText: t('errors.network'),
    onUploaded: props.onUploaded,
    refreshes: props.refreshes,
  });

  const take = (files: FileList | null) => {
    if (!files || files.length === 0 || disabled) return;
    if (props.onBeforeUpload && !props.onBeforeUpload()) return;
    queue.add(multiple ? Array.from(files) : [files[0]]);
  };

  const pick = () => {
    if (props.onBeforeUpload && !props.onBeforeUpload()) return;
    input.current?.click();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box data-testid={testId}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={`${testId}-drop`}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
          opacity: disabled ? 0.5 : 1,
        }}
      >
        <CloudUploadIcon color="action" aria-hidden />
        <Typography variant="body2">{props.label ?? t('upload.dropHere')}</Typography>
        {props.hint ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {props.hint}
          </Typography>
        ) : null}
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          multiple={multiple}
          accept={acceptAttribute(accept)}
          aria-label={t('upload.choose')}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <Button size="small" variant="outlined" sx={{ mt: 1 }} disabled={disabled} onClick={pick}>
          {t('upload.choose')}
        </Button>
      </Box>
      <UploadProgressList entries={queue.entries} />
      <UploadErrorDialog failure={queue.failure} onClose={queue.dismissFailure} />
    </Box>
  );
}
