import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { ConfigProblem } from '../lib/config-check';
import type { TemplateFormValues } from '../lib/template-form';
import { ConfigEditor } from './config-editor';

interface Props {
  control: Control<TemplateFormValues>;
  readOnly: boolean;
  serverProblems: ConfigProblem[] | null;
}

/** SPEC §2 Template tab: name, comment, and the config edited as JSON. */
export function TemplateFields({ control, readOnly, serverProblems }: Props) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <FormTextField
          control={control}
          name="name"
          label={t('templates.fields.name')}
          slotProps={{ htmlInput: { readOnly } }}
        />
        <FormTextField
          control={control}
          name="comment"
          label={t('templates.fields.comment')}
          slotProps={{ htmlInput: { readOnly } }}
        />
      </Box>
      <ConfigEditor control={control} readOnly={readOnly} serverProblems={serverProblems} />
    </Stack>
  );
}
