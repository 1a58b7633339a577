import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COPY_STATES, type OfferApprovalMode } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaigns } from '../../../../api/campaigns/campaigns';
import { QueryStatus } from '../../../../components/query-state';
import { CampaignDetail } from './campaign-detail';
import { PublishDialog } from './publish-dialog';

/** 'Reise der Woche' in the network's Playlist tab: publish an offer, watch each campaign's progress and copies. */
export function CampaignsSection({ network, approval }: { network: string; approval: OfferApprovalMode }) {
  const { t } = useTranslation();
  const query = useCampaigns(network);
  const [publishing, setPublishing] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack spacing={2} data-testid="campaigns">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('campaigns.title')}
        </Typography>
        <Button variant="contained" onClick={() => setPublishing(true)}>
          {t('campaigns.publishTitle')}
        </Button>
      </Stack>
      {query.data ? null : <QueryStatus query={query} />}
      {query.data?.length === 0 ? <Typography color="text.secondary">{t('campaigns.empty')}</Typography> : null}
      {query.data?.map((c) => (
        <Paper key={c.guid} variant="outlined" sx={{ p: 2 }} data-testid="campaign">
          <Stack spacing={1}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>
                {t('campaigns.summary', { offerId: c.offerId, from: c.from, till: c.till })}
                {c.withdrawn ? ` · ${t('campaigns.withdrawn')}` : ''}
              </Typography>
              <Button onClick={() => setOpen(open === c.guid ? null : c.guid)}>{t('campaigns.details')}</Button>
            </Stack>
            <Typography variant="body2" data-testid="campaign-progress">
              {[
                t('campaigns.progress', { done: c.done, total: c.total }),
                // what the rendered copies do: "läuft: 2 · wartet: 1 · abgelehnt: 1"
                ...COPY_STATES.filter((s) => s !== 'queued' && (c.counts[s] ?? 0) > 0).map(
                  (s) => `${t(`campaigns.states.${s}`)}: ${c.counts[s]}`,
                ),
              ].join(' · ')}
            </Typography>
            <LinearProgress variant="determinate" value={c.total ? (100 * c.done) / c.total : 0} />
            {open === c.guid ? <CampaignDetail guid={c.guid} /> : null}
          </Stack>
        </Paper>
      ))}
      {publishing ? (
        <PublishDialog network={network} defaultApproval={approval} onClose={() => setPublishing(false)} />
      ) : null}
    </Stack>
  );
}
