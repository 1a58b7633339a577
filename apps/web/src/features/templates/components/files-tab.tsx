import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatBytes, TEMPLATE_FILE_MAX_BYTES, type TemplateFile } from '@signage/shared';
import { templateCalls } from '@signage/shared/calls/templates';
import { useTranslation } from 'react-i18next';
import { templateKeys } from '../../../api/templates/keys';
import { useTemplateFiles } from '../../../api/templates/list-template-files';
import { type Column, QueryDataTable } from '../../../components/data-table';
import { UploadZone } from '../../../components/upload';
import { urlOfCall } from '../../../lib/call';
import { formatDateTime } from '../../../lib/dates';

/** SPEC §2 Dateien tab: the template's files (fonts, images) and the upload (any type, 64 MB, field files). */
export function FilesTab({
  guid,
  readOnly,
  onUploaded,
}: {
  guid: string;
  readOnly: boolean;
  /** An uploaded file keeps a new template (it is the user's content). */
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const files = useTemplateFiles(guid);
  const columns: Column<TemplateFile>[] = [
    { key: 'name', header: t('templates.files.name'), render: (f) => f.name, sortValue: (f) => f.name },
    { key: 'mime', header: t('templates.files.type'), render: (f) => f.mime ?? '', sortValue: (f) => f.mime ?? '' },
    {
      key: 'size',
      header: t('templates.files.size'),
      align: 'right',
      render: (f) => formatBytes(f.size),
      sortValue: (f) => f.size,
    },
    {
      key: 'created',
      header: t('templates.files.created'),
      render: (f) => formatDateTime(f.created),
      sortValue: (f) => f.created,
    },
  ];

  return (
    <Stack spacing={2}>
      <QueryDataTable
        query={files}
        label={t('templates.tabFiles')}
        columns={columns}
        rowKey={(f) => f.guid}
        testId="template-files"
      />
      {readOnly ? (
        <Alert severity="info">{t('templates.readOnly')}</Alert>
      ) : (
        <UploadZone
          url={urlOfCall(templateCalls.upload, { params: { id: guid } })}
          maxBytes={TEMPLATE_FILE_MAX_BYTES}
          hint={t('templates.files.uploadHint')}
          refreshes={[['templates', 'files', guid], templateKeys.lists()]}
          onUploaded={onUploaded}
          testId="template-upload"
        />
      )}
      <Alert severity="info" variant="outlined">
        {t('templates.files.usage')}
      </Alert>
    </Stack>
  );
}
