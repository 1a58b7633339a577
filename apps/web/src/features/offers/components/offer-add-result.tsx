import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { OfferAddResponse } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { offerWasAdded } from '../lib/offer-screens';

/**
 * The add result (SPEC §2/§8): success with the playlists, or failure with the reasons ('Keine Antwort
 * vom Server.' when the call got none); at a location that approves its offers itself: the offer waits for a
 * colleague's approval ('Zur Freigabe' in the dashboard). Each with the button to the signage portal.
 */
export function OfferAddResult({ answer, error }: { answer?: OfferAddResponse; error?: unknown }) {
  const { t } = useTranslation();
  const added = answer ? offerWasAdded(answer) : false;
  const reasons = answer ? answer.reasons : failureReasons(error, t('offers.noAnswer'));
  return (
    <Stack spacing={2} data-testid="offer-result">
      {added && answer?.waitsForApproval ? (
        <Alert severity="info" data-testid="offer-held">
          <AlertTitle>{t('offers.held')}</AlertTitle>
          {t('offers.heldHint', { names: answer.lists.map((l) => l.name).join(', ') })}
        </Alert>
      ) : added && answer ? (
        <Alert severity="success">
          <AlertTitle>{t('offers.added')}</AlertTitle>
          {t('offers.addedTo', { names: answer.lists.map((l) => l.name).join(', ') })}
        </Alert>
      ) : (
        <Alert severity="error">
          <AlertTitle>{t('offers.notAdded')}</AlertTitle>
          {reasons.map((reason) => (
            <div key={reason}>{reason}</div>
          ))}
        </Alert>
      )}
      <div>
        <Button variant="outlined" href="/Dashboard">
          {t('offers.portal')}
        </Button>
      </div>
    </Stack>
  );
}

/** A refused request's reasons: a validation error's German messages without field names. */
function failureReasons(error: unknown, noAnswer: string): string[] {
  if (!isApiError(error) || error.status === 0) return [noAnswer];
  if (error.code === 'VALIDATION' && error.issues.length > 0) return [...new Set(error.issues.map((i) => i.message))];
  return [error.message];
}
