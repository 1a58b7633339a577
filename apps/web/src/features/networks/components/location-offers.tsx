import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Company, DEFAULT_OFFER_TIME_ZONE } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegenerateOfferCode, useRunningOffers } from '../../../api/offers/offer-staff';
import { type LocationDates, locationDates } from '../../../lib/dates';
import { offerToolLink } from '../lib/offer-link';
import { EvidenceArchive } from './evidence-archive';
import { OfferCheckLine, TakenDownOffers } from './offer-checks';
import { OfferScans } from './offer-scans';

/** SPEC §9: the copy snackbar stays 2.5 s. */
const COPY_SNACKBAR_MS = 2500;

/**
 * Master data of a location, offer tool part: the code (only in answers for users with the master data
 * right), a new code after confirmation, the link for the booking system, and the running offers.
 */
export function LocationOffers({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const { t } = useTranslation();
  const regenerate = useRegenerateOfferCode();
  const [confirm, setConfirm] = useState(false);
  const [copied, setCopied] = useState(false);
  const code = company.offerCode;
  // Offer days and check times are the location's (the server counts offer days in its zone), said so once.
  const dates = locationDates(company.timeZone, DEFAULT_OFFER_TIME_ZONE);
  const copyLink = () =>
    code &&
    navigator.clipboard
      .writeText(offerToolLink(window.location.origin, code, company.advisoryId))
      .then(() => setCopied(true));
  return (
    <Stack spacing={2} data-testid="location-offers">
      <Typography variant="subtitle1">{t('offers.staff.title')}</Typography>
      <Typography variant="caption" color="text.secondary" data-testid="location-time-zone">
        {t('networks.timesInZone', { zone: dates.zone })}
      </Typography>
      {code && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label={t('offers.staff.code')}
            value={code}
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={{ minWidth: 340 }}
          />
          <Button startIcon={<ContentCopyIcon />} onClick={copyLink}>
            {t('offers.staff.copyLink')}
          </Button>
          {canEdit && (
            <Button startIcon={<AutorenewIcon />} color="warning" onClick={() => setConfirm(true)}>
              {t('offers.staff.regenerate')}
            </Button>
          )}
        </Stack>
      )}
      <RunningOffers guid={company.guid} dates={dates} />
      <TakenDownOffers guid={company.guid} dates={dates} />
      <EvidenceArchive guid={company.guid} dates={dates} />
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="offer-code-title">
        <DialogTitle id="offer-code-title">{t('offers.staff.regenerate')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('offers.staff.regenerateText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t('common.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate(company.guid, { onSettled: () => setConfirm(false) })}
          >
            {t('offers.staff.regenerate')}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={copied}
        autoHideDuration={COPY_SNACKBAR_MS}
        onClose={() => setCopied(false)}
        message={t('offers.staff.linkCopied')}
      />
    </Stack>
  );
}

/** The location's offer items: chip 'Angebot' with the offer id, hotel, destination and travel dates, playlist and period. */
function RunningOffers({ guid, dates }: { guid: string; dates: LocationDates }) {
  const { t } = useTranslation();
  const offers = useRunningOffers(guid);
  if (!offers.data) return null;
  if (offers.data.length === 0) return <Typography color="text.secondary">{t('offers.staff.none')}</Typography>;
  return (
    <Stack spacing={1} data-testid="running-offers">
      {offers.data.map((o) => (
        <Stack key={o.guid} direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color="secondary" label={`${t('offers.staff.chip')} ${o.offerId}`} />
          {o.hotelName && (
            <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="running-offer-what">
              {[o.hotelName, o.destination].filter(Boolean).join(', ')}
              {o.travelDates && ` · ${t('offers.staff.travel', { dates: o.travelDates })}`}
            </Typography>
          )}
          <Typography variant="body2">
            {o.name} · {o.playlistName} · {dates.day(o.activeFrom)} – {dates.day(o.activeTill)}
          </Typography>
          <OfferCheckLine guid={guid} offerId={o.offerId} dates={dates} />
          <OfferScans offer={o} />
        </Stack>
      ))}
    </Stack>
  );
}
