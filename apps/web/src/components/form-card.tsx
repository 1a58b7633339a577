import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An edit page's form: an outlined card that submits without the browser's own validation. */
export function FormCard({
  label,
  onSubmit,
  children,
}: {
  /** The form's accessible name, e.g. the page title. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {children}
    </Paper>
  );
}

/** The form's error from the server (or none): tests find it by its test id. */
export function FormError({ alert }: { alert: string | null }) {
  return alert ? (
    <Alert severity="error" data-testid="form-error">
      {alert}
    </Alert>
  ) : null;
}

/** A form's buttons at its end: 'Löschen' (when it may delete) on the left, 'Abbrechen' and 'Speichern' on the right. */
export function FormActions({
  onCancel,
  onDelete,
  saving,
  canSave = true,
}: {
  onCancel: () => void;
  onDelete?: () => void;
  saving: boolean;
  /** A read-only form has no 'Speichern'. */
  canSave?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {onDelete ? (
        <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
          {t('common.delete')}
        </Button>
      ) : null}
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      {canSave ? (
        <Button type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
      ) : null}
    </Stack>
  );
}
