import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Template } from '@signage/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteTemplate } from '../../../api/templates/delete-template';
import { useUpdateTemplate } from '../../../api/templates/update-template';
import { useNewRecord } from '../../../hooks/use-new-record';
import { isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/server-form-errors';
import { type ConfigProblem, serverConfigProblems } from '../lib/config-check';
import { TEMPLATE_FORM_FIELDS, type TemplateFormValues, toFormValues, toTemplateUpdate } from '../lib/template-form';
import { FilesTab } from './files-tab';
import { PreviewTab } from './preview-tab';
import { TemplateFields } from './template-fields';

type TabKey = 'template' | 'preview' | 'files';
const TABS: readonly TabKey[] = ['template', 'preview', 'files'];
const PANEL = { p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' } as const;

interface Props {
  template: Template;
  readOnly: boolean;
  backPath: string;
}

/** SPEC §2 /Templates/{guid}: tabs Template, Preview, Dateien; Speichern stays, Abbrechen goes back. */
export function TemplateEditor({ template, readOnly, backPath }: Props) {
  const { t } = useTranslation();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const draft = useNewRecord(() => remove.mutateAsync(template.guid));
  const [tab, setTab] = useState<TabKey>('template');
  const [alert, setAlert] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [serverProblems, setServerProblems] = useState<ConfigProblem[] | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<TemplateFormValues>({
    defaultValues: toFormValues(template),
  });
  const config = useWatch({ control, name: 'config' });

  const save = handleSubmit((values) => {
    setAlert(null);
    setServerProblems(null);
    update.mutate(
      { guid: template.guid, body: toTemplateUpdate(values) },
      {
        onSuccess: (saved) => {
          reset(toFormValues(saved));
          draft.settled();
          setAlert({ severity: 'success', text: t('common.saved') });
        },
        onError: (error) => {
          const problems = isApiError(error) ? serverConfigProblems(error.message) : null;
          if (problems) {
            setServerProblems(problems);
            setTab('template');
            setAlert({ severity: 'error', text: t('templates.config.notSaved') });
            return;
          }
          setAlert({ severity: 'error', text: applyServerErrors(error, TEMPLATE_FORM_FIELDS, setError, t) });
        },
      },
    );
  });

  return (
    <Paper component="form" variant="outlined" onSubmit={save} noValidate aria-label={t('templates.editTitle')}>
      <Tabs value={tab} onChange={(_event, value: TabKey) => setTab(value)} aria-label={t('templates.editTitle')}>
        {TABS.map((key) => (
          <Tab key={key} value={key} label={t(`templates.tabs.${key}`)} id={`template-tab-${key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`template-tab-${tab}`} sx={PANEL}>
        <Box hidden={tab !== 'template'}>
          <TemplateFields control={control} readOnly={readOnly} serverProblems={serverProblems} />
        </Box>
        {tab === 'preview' ? <PreviewTab guid={template.guid} config={config} /> : null}
        {tab === 'files' ? <FilesTab guid={template.guid} readOnly={readOnly} onUploaded={draft.settled} /> : null}
      </Box>
      <Stack spacing={2} sx={{ p: { xs: 2, md: 3 }, pt: 0 }}>
        {readOnly ? <Alert severity="info">{t('templates.readOnly')}</Alert> : null}
        {alert ? (
          <Alert severity={alert.severity} data-testid={alert.severity === 'error' ? 'form-error' : 'form-saved'}>
            {alert.text}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void draft.leave(backPath)}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={readOnly}>
            {t('common.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
