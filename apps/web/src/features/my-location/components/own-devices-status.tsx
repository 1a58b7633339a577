import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';

/**
 * What the location's own screens show before their data: the spinner, a note where the user lacks the right
 * to see screens (403), the error with a retry otherwise.
 */
export function OwnDevicesStatus({
  devices,
}: {
  devices: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  if (devices.isPending) return <LoadingState />;
  if (!devices.isError) return null;
  return isApiError(devices.error) && devices.error.status === 403 ? (
    <Alert severity="info">{t('myLocation.noRight')}</Alert>
  ) : (
    <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />
  );
}
