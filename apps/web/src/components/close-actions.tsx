import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/** The actions of a dialog that only informs: one 'Schließen' button, focused when it opens. */
export function CloseActions({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onClose} autoFocus>
        {t('common.close')}
      </Button>
    </DialogActions>
  );
}
