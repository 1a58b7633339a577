import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EvidencePeriod, useDownloadEvidence, useEvidenceOffers } from '../../../api/offers/evidence';
import type { LocationDates } from '../../../lib/dates';

/**
 * "Nachweis Schaufenster": the offers the location's archive holds, for a period of days, each with its document
 * "Nachweis der Schaufensterwerbung" as PDF and as Excel file. The archive keeps offers long after they left the
 * screens (EVIDENCE_RETENTION_MONTHS), so this list is not the running offers'.
 */
export function EvidenceArchive({ guid, dates }: { guid: string; dates: LocationDates }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<EvidencePeriod>({ from: '', till: '' });
  const offers = useEvidenceOffers(guid, period);
  const download = useDownloadEvidence();
  const dateField = (key: keyof EvidencePeriod) => (
    <TextField
      size="small"
      type="date"
      label={t(`offers.evidence.${key}`)}
      value={period[key]}
      onChange={(event) => setPeriod((p) => ({ ...p, [key]: event.target.value }))}
      sx={{ width: 180 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `evidence-${key}` } }}
    />
  );
  const button = (offerId: string, format: 'pdf' | 'xlsx') => (
    <Button
      size="small"
      startIcon={format === 'pdf' ? <PictureAsPdfIcon /> : <TableViewIcon />}
      disabled={download.isPending}
      onClick={() => download.mutate({ guid, offerId, format })}
      aria-label={t(`offers.evidence.${format}Label`, { offerId })}
    >
      {t(`offers.evidence.${format}`)}
    </Button>
  );
  return (
    <Stack spacing={1} data-testid="evidence-archive">
      <Typography variant="subtitle2" component="h3">
        {t('offers.evidence.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('offers.evidence.hint')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {dateField('from')}
        {dateField('till')}
      </Stack>
      {offers.error && <Typography color="error">{offers.error.message}</Typography>}
      {offers.data?.length === 0 && <Typography color="text.secondary">{t('offers.evidence.none')}</Typography>}
      {offers.data?.map((o) => (
        <Stack
          key={o.offerId}
          direction="row"
          sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid="evidence-offer"
        >
          <Chip size="small" label={`${t('offers.staff.chip')} ${o.offerId}`} />
          <Typography variant="body2">
            {[o.hotelName, o.destination].filter(Boolean).join(', ')} · {dates.day(o.from)} – {dates.day(o.till)} ·{' '}
            {t('offers.evidence.versions', { count: o.versions })}
            {o.takenDown && ` · ${t('offers.evidence.takenDown')}`}
          </Typography>
          {button(o.offerId, 'pdf')}
          {button(o.offerId, 'xlsx')}
        </Stack>
      ))}
    </Stack>
  );
}
