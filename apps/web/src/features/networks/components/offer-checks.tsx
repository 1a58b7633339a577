import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOfferChecks } from '../../../api/offers/offer-checks';
import type { LocationDates } from '../../../lib/dates';

/** Under a running offer: when the provider was last asked, what changed, and since when it fails. */
export function OfferCheckLine({ guid, offerId, dates }: { guid: string; offerId: string; dates: LocationDates }) {
  const at = dates.moment;
  const { t } = useTranslation();
  const check = useOfferChecks(guid).data?.checks.find((c) => c.offerId === offerId);
  if (!check) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="offer-check" sx={{ width: '100%' }}>
      {t('offers.checks.checked', { at: at(check.checkedAt) })}
      {check.failingSince !== null && ` · ${t('offers.checks.failing', { at: at(check.failingSince) })}`}
      {check.changeSummary &&
        check.changedAt !== null &&
        ` · ${t('offers.checks.changed', { at: at(check.changedAt), what: check.changeSummary })}`}
    </Typography>
  );
}

/** The location's offers the re-check took off the screens, with the reason. */
export function TakenDownOffers({ guid, dates }: { guid: string; dates: LocationDates }) {
  const at = dates.moment;
  const { t } = useTranslation();
  const down = useOfferChecks(guid).data?.takenDown ?? [];
  if (down.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="taken-down-offers">
      <Typography variant="subtitle2">{t('offers.checks.takenDownTitle')}</Typography>
      {down.map((d) => (
        <Alert key={d.offerId} severity="warning" variant="outlined">
          {t('offers.checks.takenDown', { offerId: d.offerId, at: at(d.at), reason: d.reason })}
        </Alert>
      ))}
    </Stack>
  );
}
