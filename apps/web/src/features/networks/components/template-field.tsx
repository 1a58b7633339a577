import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { R } from '@signage/shared';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTemplateOptions } from '../../../api/templates/templates';
import { FormTextField } from '../../../components/form-text-field';
import { useRight } from '../../../hooks/use-credentials';
import type { CompanyFormValues } from '../../../lib/company-form';

/** The network's template (templateId): a choice of the templates, read-only without the templates list. */
export function TemplateField({ control, disabled }: { control: Control<CompanyFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const templates = useTemplateOptions(useRight(R.roles));
  const value = useWatch({ name: 'templateId', control });
  const label = t('networks.fields.templateId');

  if (!templates.data) {
    return (
      <TextField
        id="field-templateId"
        label={label}
        value={value || t('networks.noTemplate')}
        slotProps={{ htmlInput: { readOnly: true } }}
        disabled={disabled}
      />
    );
  }
  const known = templates.data.some((template) => template.guid === value);
  return (
    <FormTextField
      select
      control={control}
      name="templateId"
      label={label}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('networks.noTemplate')}</MenuItem>
      {value && !known ? <MenuItem value={value}>{value}</MenuItem> : null}
      {templates.data.map((template) => (
        <MenuItem key={template.guid} value={template.guid}>
          {template.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
