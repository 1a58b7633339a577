import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TokenCreated } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The new access key, shown this once (only its hash is stored): copy it now, it cannot be shown again. */
export function TokenCreatedDialog({ created, onClose }: { created: TokenCreated | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = () =>
    created &&
    navigator.clipboard.writeText(created.token).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Dialog
      open={created !== null}
      onClose={(_event, reason) => reason !== 'backdropClick' && close()}
      aria-labelledby="token-created-title"
      fullWidth
      maxWidth="sm"
      data-testid="token-created-dialog"
    >
      <DialogTitle id="token-created-title">{t('operators.tokens.createdTitle', { name: created?.name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('operators.tokens.createdNote')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            label={t('operators.tokens.key')}
            value={created?.token ?? ''}
            fullWidth
            multiline
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-testid': 'token-value',
                spellCheck: false,
                style: { fontFamily: 'monospace', wordBreak: 'break-all' },
              },
            }}
            onFocus={(e) => e.target.select()}
          />
          <Button startIcon={<ContentCopyIcon />} onClick={copy} variant="outlined" sx={{ flexShrink: 0 }}>
            {copied ? t('operators.tokens.copied') : t('operators.tokens.copy')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          {t('operators.tokens.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
