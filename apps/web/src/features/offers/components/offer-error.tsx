import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { answerCanChange } from '../../../lib/retry-rules';

/**
 * A failed offer call with the server's German text; 'Erneut versuchen' when another try may give
 * another answer (not for a refused request or an invalid provider answer).
 */
export function OfferError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="offer-call-error"
      action={
        answerCanChange(error) ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}
