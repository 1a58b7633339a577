import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OperatorOfferImages } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OperatorReportFilter, useOperatorReport } from '../../../api/operator/get-operator-report';
import {
  useDownloadOfferImage,
  useDownloadOperatorPdf,
  useImageAddress,
  useOfferEvidence,
  useOfferImages,
} from '../../../api/operator/operator-evidence';
import { QueryStatus } from '../../../components/query-state';
import { OfferEvidenceList, runDays } from './offer-evidence-list';

type Image = OperatorOfferImages['images'][number];

/** The report as PDF, beside the CSV and Excel buttons of the portal. */
export function OperatorPdfButton({ filter, disabled }: { filter: OperatorReportFilter; disabled: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadOperatorPdf();
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfIcon />}
      disabled={disabled || download.isPending}
      onClick={() => download.mutate(filter)}
      data-testid="operator-pdf"
    >
      {t('operators.evidence.pdf')}
    </Button>
  );
}

/**
 * 'Bilder und Nachweis': for one of the operator's offers of the period, the images that ran (where and when, as the
 * agencies consent) and the records of the evidence archive with their seals.
 */
export function OfferProof({ filter }: { filter: OperatorReportFilter }) {
  const { t } = useTranslation();
  const offers = useOperatorReport({ ...filter, by: 'offer' });
  const rows = (offers.data?.rows ?? []).filter((r) => r.key);
  const [chosen, setChosen] = useState<string | null>(null);
  const offerId = rows.find((r) => r.key === chosen)?.key ?? rows[0]?.key ?? null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 2 }} data-testid="operator-evidence">
      <Typography variant="h6" component="h2">
        {t('operators.evidence.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('operators.evidence.subtitle')}
      </Typography>
      {!offers.data ? (
        <QueryStatus query={offers} />
      ) : rows.length === 0 ? (
        <Alert severity="info">{t('operators.evidence.noOffers')}</Alert>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={t('operators.evidence.offer')}
            value={offerId ?? ''}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ minWidth: 320, mb: 2 }}
            slotProps={{ htmlInput: { 'data-testid': 'operator-evidence-offer' } }}
          >
            {rows.map((r) => (
              <MenuItem key={r.key} value={r.key ?? ''}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
          {offerId && <OfferImages offerId={offerId} filter={filter} />}
          {offerId && <OfferRecords offerId={offerId} filter={filter} />}
        </>
      )}
    </Paper>
  );
}

function OfferImages({ offerId, filter }: { offerId: string; filter: OperatorReportFilter }) {
  const { t } = useTranslation();
  const query = useOfferImages(offerId, filter);
  return (
    <Box component="section" aria-label={t('operators.evidence.images')} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('operators.evidence.images')}
      </Typography>
      {!query.data ? (
        <QueryStatus query={query} />
      ) : query.data.images.length === 0 ? (
        <Typography color="text.secondary">{t('operators.evidence.noImages')}</Typography>
      ) : (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          {query.data.images.map((image) => (
            <Thumbnail key={image.sha256} image={image} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Thumbnail({ image }: { image: Image }) {
  const { t } = useTranslation();
  const address = useImageAddress(image.thumbUrl);
  const download = useDownloadOfferImage();
  const alt = t('operators.evidence.alt', {
    hotel: [image.hotelName, image.destination].filter(Boolean).join(', '),
    side: t(`operators.evidence.sides.${image.side}`),
  });
  return (
    <Paper variant="outlined" sx={{ p: 1, width: 240 }} data-testid="operator-evidence-image">
      {address ? (
        <Box component="img" src={address} alt={alt} sx={{ width: '100%', height: 135, objectFit: 'contain' }} />
      ) : (
        <Skeleton variant="rectangular" height={135} aria-label={alt} />
      )}
      {image.places.map((p) => (
        <Typography key={`${p.label}${p.firstPlay}`} variant="body2">
          {p.label}
          {p.context && ` (${p.context})`} · {runDays(p.firstPlay, p.lastPlay)}
        </Typography>
      ))}
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        onClick={() => download.mutate(image)}
        aria-label={t('operators.evidence.saveLabel', { alt })}
      >
        {t('operators.evidence.save')}
      </Button>
    </Paper>
  );
}

function OfferRecords({ offerId, filter }: { offerId: string; filter: OperatorReportFilter }) {
  const query = useOfferEvidence(offerId, filter);
  return query.data ? <OfferEvidenceList evidence={query.data} /> : <QueryStatus query={query} />;
}
