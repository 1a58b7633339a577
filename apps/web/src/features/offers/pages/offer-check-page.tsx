import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferData, useOfferImages } from '../../../api/offers/offer-hooks';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { OfferError } from '../components/offer-error';
import { OfferImageErrors, OfferImagePair } from '../components/offer-image';
import { offerFieldLabel } from '../lib/offer-field-label';
import { type CheckedOfferLink, parseCheckedUrl } from '../lib/offer-query';

/** SPEC §9: the copy snackbar stays 2.5 s. */
const COPY_SNACKBAR_MS = 2500;

/**
 * /oc/url: the offer check. 'Prüfen' reads offerId, advisoryId, code and cache from the pasted tool link
 * (ignored under 10 characters) and shows both images and the offer's values; a click on a value copies it.
 */
export function OfferCheckPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.offerCheck'));
  const [text, setText] = useState('');
  const [link, setLink] = useState<CheckedOfferLink | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const mode = link?.mode ?? 'standard';
  const target = link?.target ?? null;
  const images = useOfferImages(mode, target, link?.cache ?? false);
  const data = useOfferData(mode, target);

  const failed = images.error ?? data.error;
  const check = () => {
    const parsed = parseCheckedUrl(text);
    if (parsed) setLink(parsed);
  };
  const rows = [
    ...(data.data?.editorFields ?? []).map((f) => ({ key: offerFieldLabel(t, f.key), value: f.value })),
    ...(data.data?.offerGallery ?? []).map((value, i) => ({ key: t('offers.gallery', { number: i + 1 }), value })),
  ];
  const copy = (key: string, value: string) =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(key),
      () => setCopied(null),
    );

  return (
    <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('pages.offerCheck')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <TextField
          label={t('offers.checkUrl')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && check()}
          fullWidth
        />
        <Button variant="contained" onClick={check}>
          {t('offers.check')}
        </Button>
      </Stack>
      {link && !link.target && <Alert severity="warning">{t('offers.incomplete')}</Alert>}
      {images.isFetching && <Alert severity="info">{t('offers.waitPreview')}</Alert>}
      {failed && !images.isFetching && (
        <OfferError
          error={failed}
          onRetry={() => {
            if (images.error) void images.refetch();
            if (data.error) void data.refetch();
          }}
        />
      )}
      {images.data && !images.isFetching && link && (
        <>
          <OfferImagePair imageV={images.data.imageV} imageH={images.data.imageH} offerId={link.offerId} />
          <OfferImageErrors errors={[images.data.error, images.data.errorH]} />
        </>
      )}
      {rows.length > 0 && (
        <Table size="small" sx={{ mt: 3 }} data-testid="offer-values">
          <TableHead>
            <TableRow>
              <TableCell>{t('offers.key')}</TableCell>
              <TableCell>{t('offers.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} hover onClick={() => copy(row.key, row.value)} sx={{ cursor: 'copy' }}>
                <TableCell>{row.key}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', wordBreak: 'break-all' }}>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Snackbar
        open={copied !== null}
        autoHideDuration={COPY_SNACKBAR_MS}
        onClose={() => setCopied(null)}
        message={t('offers.copied', { key: copied ?? '' })}
      />
    </Container>
  );
}
