import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OperatorInput, OperatorRecord } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** '1, 2 ,3' → ['1','2','3']: the providers' codes as the administrator types them. */
export const codesOf = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

interface Props {
  operator: OperatorRecord;
  busy: boolean;
  error: Error | null;
  onSave: (input: OperatorInput) => void;
  onClose: () => void;
}

/** 'Veranstalter bearbeiten': name, the providers' codes and the contact (the server refuses a code another has). */
export function OperatorEditDialog({ operator, busy, error, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(operator.name);
  const [codes, setCodes] = useState(operator.codes.join(', '));
  const [contact, setContact] = useState(operator.contact ?? '');
  return (
    <Dialog open onClose={onClose} aria-labelledby="operator-edit-title" fullWidth maxWidth="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ name, codes: codesOf(codes), contact: contact || null });
        }}
      >
        <DialogTitle id="operator-edit-title">{t('operators.admin.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('operators.admin.name')} value={name} onChange={(e) => setName(e.target.value)} />
            <TextField label={t('operators.admin.codes')} value={codes} onChange={(e) => setCodes(e.target.value)} />
            <TextField
              label={t('operators.admin.contact')}
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              multiline
              minRows={2}
            />
            {error ? <Alert severity="error">{error.message}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('operators.admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
