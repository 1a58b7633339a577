import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Company, OFFER_APPROVAL_MODES } from '@signage/shared';
import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { TagsField } from '../../../components/tags-field';
import type { CompanyFormValues, CompanyTextField } from '../../../lib/company-form';
import { TemplateField } from './template-field';
import { TimeZoneField } from './time-zone-field';

interface Props {
  company: Company;
  control: Control<CompanyFormValues>;
  readOnly: boolean;
  /** For a location: its network with the 'zuweisen' link. */
  networkField?: ReactNode;
}

function Tags({ control, disabled }: { control: Control<CompanyFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'tags', control });
  return (
    <TagsField
      id="field-tags"
      label={t('networks.fields.tags')}
      value={field.value}
      onChange={field.onChange}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t('networks.tagsHint')}
    />
  );
}

/**
 * The rule for offers a network publishes ('Reise der Woche'): a network's copies play at once or each location
 * approves; a location may ask to approve them itself, whatever its network's rule.
 */
function OfferApprovalField({
  control,
  disabled,
  isLocation,
}: {
  control: Control<CompanyFormValues>;
  disabled: boolean;
  isLocation: boolean;
}) {
  const { t } = useTranslation();
  const { field } = useController({ name: 'offerApproval', control });
  return (
    <TextField
      id="field-offerApproval"
      select
      label={t('campaigns.approval')}
      value={field.value}
      onChange={field.onChange}
      disabled={disabled}
    >
      {OFFER_APPROVAL_MODES.map((a) => (
        <MenuItem key={a} value={a}>
          {t(isLocation ? `campaigns.locationApprovals.${a}` : `campaigns.approvals.${a}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Every Stammdaten field of SPEC §3; typ is shown, the company id only for locations. */
export function CompanyFields({ company, control, readOnly, networkField }: Props) {
  const { t } = useTranslation();
  const isLocation = company.isMother !== 1;
  const text = (name: CompanyTextField, extra: { type?: string; required?: boolean; hint?: string } = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`networks.fields.${name}`)}
      disabled={readOnly}
      type={extra.type}
      required={extra.required}
      helperText={extra.hint}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {text('name', { required: true })}
      {isLocation ? (
        networkField
      ) : (
        <TextField
          id="field-typ"
          label={t('networks.fields.typ')}
          value={company.typ === 1 ? t('networks.typ.organiser') : t('networks.typ.normal')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
      {text('costCenter')}
      {text('advisoryId')}
      {text('street')}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '2fr 3fr' }}>
        {text('postcode')}
        {text('city')}
      </Box>
      {text('contactPerson')}
      {text('phonenumber', { type: 'tel' })}
      {text('email', { type: 'email' })}
      <TemplateField control={control} disabled={readOnly} />
      {isLocation ? text('importKey') : null}
      {isLocation ? <TimeZoneField control={control} disabled={readOnly} /> : null}
      {isLocation ? text('departureAirport', { hint: t('networks.departureAirportHint') }) : null}
      <OfferApprovalField control={control} disabled={readOnly} isLocation={isLocation} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Tags control={control} disabled={readOnly} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          control={control}
          name="comment"
          label={t('networks.fields.comment')}
          multiline
          minRows={3}
          disabled={readOnly}
          fullWidth
        />
      </Box>
    </Box>
  );
}
