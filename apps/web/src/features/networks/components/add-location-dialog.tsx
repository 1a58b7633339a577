import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { companyUpdate } from '@signage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createCompany } from '../../../api/companies/create-company';
import { companyKeys } from '../../../api/companies/keys';
import { updateCompany } from '../../../api/companies/update-company';
import { FormTextField } from '../../../components/form-text-field';
import { filledFields } from '../../../lib/company-form';
import { applyServerErrors } from '../../../lib/server-form-errors';

const FIELDS = ['name', 'street', 'postcode', 'city', 'contactPerson', 'phonenumber', 'email', 'importKey'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

interface Props {
  network: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Standort hinzufügen': creates the location under the network with its name, then saves the other
 * fields. When only the second step fails, the next Speichern retries it on the same location.
 */
export function AddLocationDialog({ network, open, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const created = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({ defaultValues: EMPTY });

  const close = () => {
    if (busy) return;
    reset(EMPTY);
    setAlert(null);
    created.current = null;
    onClose();
  };

  const save = handleSubmit(async (values) => {
    const name = values.name.trim();
    if (!name) {
      setError('name', { type: 'required', message: t('networks.nameRequired') }, { shouldFocus: true });
      return;
    }
    // The server's own rules first, so an invalid field does not leave a half-filled location behind.
    const checked = companyUpdate.safeParse({ ...filledFields(values), name });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((f) => f === issue.path[0]);
        if (field) setError(field, { type: 'validate', message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      if (!created.current) created.current = (await createCompany({ guidParent: network, name })).guid;
      const rest = filledFields(values);
      if (Object.keys(rest).length > 0) await updateCompany({ guid: created.current, body: { ...rest, name } });
      await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      setBusy(false);
      created.current = null;
      reset(EMPTY);
      onClose();
    } catch (error) {
      setBusy(false);
      setAlert(applyServerErrors(error, FIELDS, setError, t));
      void queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-location-title">
      <DialogTitle id="add-location-title">{t('networks.locations.add')}</DialogTitle>
      <Box component="form" onSubmit={save} noValidate>
        <DialogContent sx={{ pt: 1 }}>
          {alert ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="add-location-error">
              {alert}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {FIELDS.map((field) => (
              <FormTextField
                key={field}
                control={control}
                name={field}
                id={`add-location-${field}`}
                label={t(`networks.fields.${field}`)}
                required={field === 'name'}
                autoFocus={field === 'name'}
                type={field === 'email' ? 'email' : undefined}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
