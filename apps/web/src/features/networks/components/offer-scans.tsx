import QrCode2Icon from '@mui/icons-material/QrCode2';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { RunningOffer } from '../../../api/offers/offer-staff';

/** How often passers-by scanned the offer's QR code on this playlist's screens. */
export function OfferScans({ offer }: { offer: Pick<RunningOffer, 'scans' | 'scans24h'> }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('offers.staff.scansHint')}>
      <Chip
        size="small"
        variant="outlined"
        icon={<QrCode2Icon />}
        data-testid="offer-scans"
        label={t('offers.staff.scans', { total: offer.scans, recent: offer.scans24h })}
      />
    </Tooltip>
  );
}
