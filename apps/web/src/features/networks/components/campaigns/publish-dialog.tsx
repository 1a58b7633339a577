import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CAMPAIGN_ORIENTATIONS,
  type CampaignOrientation,
  type CampaignPublish,
  CONFIRM_DELETE,
  OFFER_APPROVAL_MODES,
  type OfferApprovalMode,
} from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishCampaign } from '../../../../api/campaigns/campaigns';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { isApiError } from '../../../../lib/api-error';
import { describeError } from '../../../../lib/describe-error';
import { CampaignSelectionField, EMPTY_SELECTION, toSelection } from './campaign-selection';

/**
 * 'Angebot veröffentlichen': offer number, period, which locations, orientation rule and approval (preset: the
 * network's rule from its Stammdaten). Publishing again with a selection that leaves out locations where the offer
 * plays or waits asks first, with the server's words naming them and the screens.
 */
export function PublishDialog({
  network,
  defaultApproval,
  onClose,
}: {
  network: string;
  defaultApproval: OfferApprovalMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const publish = usePublishCampaign(network);
  const [offerId, setOfferId] = useState('');
  const [from, setFrom] = useState('');
  const [till, setTill] = useState('');
  const [selection, setSelection] = useState(EMPTY_SELECTION);
  const [orientation, setOrientation] = useState<CampaignOrientation>('auto');
  const [approval, setApproval] = useState<OfferApprovalMode>(defaultApproval);
  const send = (confirm: boolean) => {
    const body: CampaignPublish = {
      offerId: offerId.trim(),
      from,
      till,
      orientation,
      approval,
      selection: toSelection(selection),
      ...(confirm ? { confirm } : {}),
    };
    publish.mutate(body, { onSuccess: onClose });
  };
  // the server asks before a new selection takes the offer down where it plays or waits
  const asking = isApiError(publish.error) && publish.error.code === CONFIRM_DELETE ? publish.error.message : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="publish-title">
      <DialogTitle id="publish-title">{t('campaigns.publishTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            id="campaign-offer"
            label={t('campaigns.offerId')}
            value={offerId}
            onChange={(e) => setOfferId(e.target.value)}
            required
          />
          <Stack direction="row" spacing={2}>
            <TextField
              id="campaign-from"
              label={t('campaigns.from')}
              placeholder="TT.MM.JJJJ"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              fullWidth
            />
            <TextField
              id="campaign-till"
              label={t('campaigns.till')}
              placeholder="TT.MM.JJJJ"
              value={till}
              onChange={(e) => setTill(e.target.value)}
              fullWidth
            />
          </Stack>
          <CampaignSelectionField network={network} value={selection} onChange={setSelection} />
          <TextField
            id="campaign-orientation"
            select
            label={t('campaigns.orientation')}
            value={orientation}
            onChange={(e) => setOrientation(e.target.value as CampaignOrientation)}
          >
            {CAMPAIGN_ORIENTATIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {t(`campaigns.orientations.${o}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="campaign-approval"
            select
            label={t('campaigns.approval')}
            value={approval}
            onChange={(e) => setApproval(e.target.value as OfferApprovalMode)}
          >
            {OFFER_APPROVAL_MODES.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`campaigns.approvals.${a}`)}
              </MenuItem>
            ))}
          </TextField>
          {publish.isError && asking === null ? (
            <Alert severity="error">{describeError(publish.error, t)}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => send(false)} disabled={publish.isPending || !offerId.trim()}>
          {t('campaigns.publish')}
        </Button>
      </DialogActions>
      <ConfirmDeleteDialog
        name={asking === null ? null : offerId.trim()}
        busy={publish.isPending}
        onCancel={() => publish.reset()}
        onConfirm={() => send(true)}
        wording={{ title: t('campaigns.dropTitle'), text: asking ?? '', confirm: t('campaigns.dropConfirm') }}
      />
    </Dialog>
  );
}
