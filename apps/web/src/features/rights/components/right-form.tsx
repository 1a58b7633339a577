import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormCard, FormError } from '../../../components/form-card';
import { FormTextField } from '../../../components/form-text-field';
import {
  RIGHT_FORM_FIELDS,
  RIGHT_GROUP_NAMES,
  type RightBody,
  type RightFormValues,
  toRightBody,
} from '../../../lib/right-form';
import { applyServerErrors } from '../../../lib/server-form-errors';

interface Props {
  title: string;
  defaultValues: RightFormValues;
  onSave: (body: RightBody) => Promise<unknown>;
  onCancel: () => void;
  onDelete?: () => void;
  /** The catalogue is edited by global users only. */
  readOnly?: boolean;
}

/** Right catalogue entry: id (RIGHT_…), name, comment, group. */
export function RightForm({ title, defaultValues, onSave, onCancel, onDelete, readOnly = false }: Props) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<RightFormValues>({ defaultValues });

  const save = handleSubmit(async (values) => {
    setAlert(null);
    try {
      await onSave(toRightBody(values));
    } catch (error) {
      setAlert(applyServerErrors(error, RIGHT_FORM_FIELDS, setError, t));
    }
  });

  return (
    <FormCard onSubmit={save} label={title}>
      <Stack spacing={2}>
        <FormError alert={alert} />
        <FormTextField
          disabled={readOnly}
          control={control}
          name="guidRight"
          label={t('rights.fields.guidRight')}
          helperText={t('rights.guidRightHint')}
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
        />
        <FormTextField disabled={readOnly} control={control} name="name" label={t('rights.fields.name')} />
        <FormTextField
          disabled={readOnly}
          control={control}
          name="comment"
          label={t('rights.fields.comment')}
          multiline
          minRows={2}
        />
        <FormTextField disabled={readOnly} control={control} name="groupName" label={t('rights.fields.group')} select>
          {RIGHT_GROUP_NAMES.map((group) => (
            <MenuItem key={group} value={group}>
              {t(`rights.groups.${group}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormActions
          onCancel={onCancel}
          onDelete={readOnly ? undefined : onDelete}
          saving={formState.isSubmitting}
          canSave={!readOnly}
        />
      </Stack>
    </FormCard>
  );
}
