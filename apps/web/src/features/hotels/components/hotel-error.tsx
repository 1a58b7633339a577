import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';

/** SPEC §8: a failed call only ends the loading and leaves a short German note; the page stays usable. */
export function HotelError({ message, error }: { message: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="hotel-error">
      {message} {describeError(error, t)}
    </Alert>
  );
}
