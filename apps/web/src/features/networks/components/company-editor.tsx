import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Company, DEFAULT_OFFER_TIME_ZONE } from '@signage/shared';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCompanyDeletionImpact } from '../../../api/companies/company-deletion-impact';
import { useDeleteCompany } from '../../../api/companies/delete-company';
import { useUpdateCompany } from '../../../api/companies/update-company';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import {
  COMPANY_FORM_FIELDS,
  type CompanyFormValues,
  toCompanyFormValues,
  toCompanyUpdate,
} from '../../../lib/company-form';
import { formatDate, locationDates } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/server-form-errors';
import { CompanyFields } from './company-fields';
import { DeviceSecretSwitch } from './device-secret-switch';
import { LocationOffers } from './location-offers';

interface Props {
  company: Company;
  canEdit: boolean;
  canDelete: boolean;
  onCancel: () => void;
  onDeleted: () => void;
  /** After a successful save (e.g. a new network is kept). */
  onSaved?: () => void;
  networkField?: ReactNode;
}

/** The Stammdaten tab of a network or location: Speichern, Abbrechen, Löschen with confirmation. */
export function CompanyEditor({ company, canEdit, canDelete, onCancel, onDeleted, onSaved, networkField }: Props) {
  const { t } = useTranslation();
  const update = useUpdateCompany();
  const remove = useDeleteCompany();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const impact = useCompanyDeletionImpact(confirmDelete ? company.guid : null);
  const { control, handleSubmit, setError, reset } = useForm<CompanyFormValues>({
    defaultValues: toCompanyFormValues(company),
  });
  const isLocation = company.isMother !== 1;
  // A location's dates in its own zone (as its offers); a network's as the browser's.
  const shownDate = isLocation ? locationDates(company.timeZone, DEFAULT_OFFER_TIME_ZONE).day : formatDate;

  const save = handleSubmit((values) => {
    setAlert(null);
    setSaved(false);
    update.mutate(
      { guid: company.guid, body: toCompanyUpdate(values, isLocation) },
      {
        onSuccess: (next) => {
          reset(toCompanyFormValues(next));
          setSaved(true);
          onSaved?.();
        },
        onError: (error) => setAlert(applyServerErrors(error, COMPANY_FORM_FIELDS, setError, t)),
      },
    );
  });

  const deleteCompany = () =>
    remove.mutate(company.guid, {
      onSuccess: onDeleted,
      onError: () => setConfirmDelete(false),
    });

  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label={t('networks.tabs.stammdaten')}>
      {alert ? (
        <Alert severity="error" data-testid="form-error">
          {alert}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" data-testid="form-saved" onClose={() => setSaved(false)}>
          {t('common.saved')}
        </Alert>
      ) : null}
      <CompanyFields company={company} control={control} readOnly={!canEdit} networkField={networkField} />
      {isLocation ? <LocationOffers company={company} canEdit={canEdit} /> : null}
      {isLocation ? null : <DeviceSecretSwitch company={company} canEdit={canEdit} />}
      <Typography variant="body2" color="text.secondary">
        {t('networks.createdChanged', { created: shownDate(company.created), changed: shownDate(company.changed) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {canDelete ? (
          <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        ) : null}
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        {canEdit ? (
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('common.save')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDeleteDialog
        name={confirmDelete ? company.name : null}
        busy={remove.isPending}
        impact={{ kind: 'company', ...impact }}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteCompany}
      />
    </Stack>
  );
}
