import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { errorBus } from '../lib/error-bus';
import { Themed } from './themed';

/** SPEC §9: the global snackbar stays 6 s and shows the server's German message (or 'Gespeichert.' after a save). */
export const SNACKBAR_MS = 6000;

export function ErrorSnackbar() {
  const { t } = useTranslation();
  const notice = useSyncExternalStore(errorBus.subscribe, errorBus.latest, errorBus.latest);
  const [closedId, setClosedId] = useState<number | null>(null);

  const open = notice !== null && notice.id !== closedId;
  const close = () => setClosedId(notice?.id ?? null);

  return (
    <Themed>
      <Snackbar
        key={notice?.id}
        open={open}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.saved ? 'success' : 'error'}
          variant="filled"
          onClose={close}
          closeText={t('common.close')}
          data-testid={notice?.saved ? 'saved-snackbar' : 'error-snackbar'}
          sx={{ width: '100%' }}
        >
          {notice?.saved ? t('common.saved') : notice ? describeError(notice.error, t) : ''}
        </Alert>
      </Snackbar>
    </Themed>
  );
}
