import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { R } from '@signage/shared';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTemplateOptions } from '../../../api/templates/templates';
import { useRight } from '../../../hooks/use-credentials';
import type { CompanyFormValues } from '../../../lib/company-form';

/** The network's template (templateId): a choice of the templates, read-only without the templates list. */
export function TemplateField({ control, disabled }: { control: Control<CompanyFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const templates = useTemplateOptions(useRight(R.roles));
  const { field, fieldState } = useController({ name: 'templateId', control });
  const label = t('networks.fields.templateId');

  if (!templates.data) {
    return (
      <TextField
        id="field-templateId"
        label={label}
        value={field.value || t('networks.noTemplate')}
        slotProps={{ htmlInput: { readOnly: true } }}
        disabled={disabled}
      />
    );
  }
  const known = templates.data.some((template) => template.guid === field.value);
  return (
    <TextField
      select
      id="field-templateId"
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('networks.noTemplate')}</MenuItem>
      {field.value && !known ? <MenuItem value={field.value}>{field.value}</MenuItem> : null}
      {templates.data.map((template) => (
        <MenuItem key={template.guid} value={template.guid}>
          {template.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
