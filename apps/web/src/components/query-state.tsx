import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/describe-error';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label ?? t('app.loading')} />
    </Stack>
  );
}

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
