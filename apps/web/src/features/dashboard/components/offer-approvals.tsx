import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, type OfferApproval } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useApprovals, useDecideCopy } from '../../../api/campaigns/campaigns';
import { describeError } from '../../../lib/describe-error';

function ApprovalCard({ copy }: { copy: OfferApproval }) {
  const { t } = useTranslation();
  const decide = useDecideCopy();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="offer-approval">
      <Stack spacing={1}>
        <div>
          <Chip size="small" variant="outlined" label={t(`campaigns.kinds.${copy.kind}`)} />
        </div>
        <Typography>
          {t('campaigns.approvalLine', {
            offerId: copy.offerId,
            location: copy.companyName,
            from: copy.from,
            till: copy.till,
            price: copy.price === null ? '–' : formatEuro(copy.price),
          })}
        </Typography>
        <Stack direction="row" spacing={1}>
          {[copy.previewH, copy.previewV].map((src) =>
            src ? (
              <Box
                key={src}
                component="img"
                src={src}
                alt={t('campaigns.preview', { offerId: copy.offerId })}
                sx={{ maxHeight: 160, maxWidth: '45%', border: 1, borderColor: 'divider' }}
              />
            ) : null,
          )}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ copy, decision: 'approve' })}
          >
            {t('campaigns.approve')}
          </Button>
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ copy, decision: 'decline' })}>
            {t(copy.kind === 'location' ? 'campaigns.declineHold' : 'campaigns.decline')}
          </Button>
        </Stack>
        {decide.isError ? <Alert severity="error">{describeError(decide.error, t)}</Alert> : null}
      </Stack>
    </Paper>
  );
}

/**
 * Dashboard 'Zur Freigabe': published offers ('Reise der Woche') and offers colleagues added in the offer tool that
 * wait for this user's approval, with their images.
 */
export default function OfferApprovals() {
  const { t } = useTranslation();
  const query = useApprovals(true);
  if (!query.data || query.data.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid="offer-approvals">
      <Typography variant="h6" component="h2">
        {t('campaigns.approvalsTitle')}
      </Typography>
      {query.data.map((copy) => (
        <ApprovalCard key={copy.guidHold ?? `${copy.guidCampaign}-${copy.guidCompany}`} copy={copy} />
      ))}
    </Stack>
  );
}
