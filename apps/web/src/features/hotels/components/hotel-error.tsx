import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';

/**
 * SPEC §8: a failed call only ends the loading and leaves a short German note; the page stays usable.
 * Not signed in (401, 'Bitte melden Sie sich an.'): the text leads to the login.
 */
export function HotelError({ message, error }: { message: string; error: unknown }) {
  const { t } = useTranslation();
  const text = describeError(error, t);
  return (
    <Alert severity="warning" data-testid="hotel-error">
      {message}{' '}
      {isApiError(error) && error.status === 401 ? (
        <Link component={RouterLink} to="/login">
          {text}
        </Link>
      ) : (
        text
      )}
    </Alert>
  );
}
