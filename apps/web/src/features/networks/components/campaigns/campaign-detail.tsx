import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatEuro } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaign, useWithdrawCampaign } from '../../../../api/campaigns/campaigns';
import { ConfirmDeleteDialog } from '../../../../components/confirm-delete-dialog';
import { QueryStatus } from '../../../../components/query-state';

/** Per location: state, price, screens, plays, QR scans; 'Überall zurückziehen' asks first and names the screens. */
export function CampaignDetail({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const query = useCampaign(guid);
  const withdraw = useWithdrawCampaign();
  const [asking, setAsking] = useState(false);
  if (!query.data) return <QueryStatus query={query} />;
  const view = query.data;
  const screens = view.copies.reduce((n, c) => n + c.screens, 0);
  return (
    <Stack spacing={1} data-testid="campaign-detail">
      <Table size="small" aria-label={t('campaigns.copiesLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campaigns.location')}</TableCell>
            <TableCell>{t('campaigns.state')}</TableCell>
            <TableCell align="right">{t('campaigns.price')}</TableCell>
            <TableCell align="right">{t('campaigns.screens')}</TableCell>
            <TableCell align="right">{t('campaigns.plays')}</TableCell>
            <TableCell align="right">{t('campaigns.scans')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {view.copies.map((c) => (
            <TableRow key={c.guidCompany} data-testid="campaign-copy">
              <TableCell>{c.companyName}</TableCell>
              <TableCell>
                {t(`campaigns.states.${c.state}`)}
                {c.message ? ` – ${c.message}` : ''}
              </TableCell>
              <TableCell align="right">{c.price === null ? '–' : formatEuro(c.price)}</TableCell>
              <TableCell align="right">{c.screens}</TableCell>
              <TableCell align="right">{c.plays}</TableCell>
              <TableCell align="right">{c.scans}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {view.withdrawn ? null : (
        <Button color="error" onClick={() => setAsking(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('campaigns.withdraw')}
        </Button>
      )}
      <ConfirmDeleteDialog
        name={asking ? view.offerId : null}
        busy={withdraw.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => withdraw.mutate(guid, { onSuccess: () => setAsking(false) })}
        wording={{
          title: t('campaigns.withdrawTitle'),
          text: t('campaigns.withdrawAsk', { offerId: view.offerId, screens }),
          confirm: t('campaigns.withdraw'),
        }}
      />
    </Stack>
  );
}
