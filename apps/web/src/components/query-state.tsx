import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';
import { LoadingState } from './loading-state';

export { LoadingState };

/** A failed load with the server's message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="load-error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {t('common.loadFailed')} {describeError(error, t)}
    </Alert>
  );
}

/** What a query shows before its data: the spinner while it loads, the error with a retry when it failed. */
export function QueryStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return null;
}
