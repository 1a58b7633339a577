import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OFFER_CHECK_CONFIG_NAME } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSystemConfig } from '../../../api/system/save-system-config';
import { describeError } from '../../../lib/describe-error';
import { checkOfferCheckForm, OFFER_CHECK_NUMBER_FIELDS, offerCheckFormValues } from '../lib/offer-check-form';

/**
 * The system setting `offerCheck` (re-check of running offers) as a form with German labels: checked with the
 * server's rules before saving, saved as the entry's JSON through the settings route.
 */
export function OfferCheckForm({ data }: { data: string | null }) {
  const { t } = useTranslation();
  const save = useSaveSystemConfig();
  const [values, setValues] = useState(() => offerCheckFormValues(data));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const checked = checkOfferCheckForm(values);
  const errors = checked.ok ? {} : checked.errors;

  const submit = () => {
    setMessage(null);
    if (!checked.ok) return;
    save.mutate(
      { name: OFFER_CHECK_CONFIG_NAME, data: JSON.stringify(checked.settings) },
      {
        onSuccess: () => setMessage({ ok: true, text: t('common.saved') }),
        onError: (error) => setMessage({ ok: false, text: describeError(error, t) }),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="offer-check-form">
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {t('system.offerCheck.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('system.offerCheck.hint')}
        </Typography>
        {OFFER_CHECK_NUMBER_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`offer-check-${field}`}
            label={t(`system.offerCheck.fields.${field}`)}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            error={!!errors[field]}
            helperText={
              errors[field] ? t(`system.offerCheck.errors.${errors[field]}`) : t(`system.offerCheck.help.${field}`)
            }
            size="small"
            sx={{ maxWidth: 400 }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
        <FormControlLabel
          control={
            <Checkbox
              checked={values.mailContact}
              onChange={(event) => setValues({ ...values, mailContact: event.target.checked })}
            />
          }
          label={t('system.offerCheck.fields.mailContact')}
        />
        {message ? <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert> : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={submit} loading={save.isPending} disabled={!checked.ok}>
            {t('system.offerCheck.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
