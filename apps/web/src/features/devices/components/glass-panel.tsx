import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Device, GlassCheck } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useDeviceGlass, useRequestGlass } from '../../../api/devices/glass';
import { GlassResultChip } from '../../../components/device-status/glass-result';
import { formatDateTime } from '../../../lib/dates';
import { describeError } from '../../../lib/describe-error';
import { shortTime } from '../../../lib/now-playing';

const thumb = { width: 128, border: 1, borderColor: 'divider', borderRadius: 0.5, display: 'block', bgcolor: '#000' };

function Pictures({ check }: { check: GlassCheck }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      {check.capture ? (
        <Box component="img" src={check.capture} alt={t('glass.captureAlt')} sx={thumb} data-testid="glass-capture" />
      ) : null}
      {check.expectedUrl ? (
        <Box
          component="img"
          src={check.expectedUrl}
          alt={t('glass.expectedAlt')}
          sx={{ ...thumb, objectFit: 'contain', aspectRatio: '16 / 9' }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Verified on the glass, on the device page: 'Glasprüfung' — the latest checks of what the web player really showed
 * (time, item, result, the capture next to the expected image) and 'Bildschirm prüfen'; other players: 'nicht prüfbar'.
 */
export function GlassPanel({ device }: { device: Device }) {
  const { t } = useTranslation();
  const glass = useDeviceGlass(device.guid);
  const request = useRequestGlass(device.guid);
  const state = glass.data;
  return (
    <Stack spacing={1.5} data-testid="glass-panel">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('glass.title')}
      </Typography>
      {state && !state.checkable ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <GlassResultChip result="nicht prüfbar" />
          <Typography variant="body2" color="text.secondary">
            {t('glass.notCheckable')}
          </Typography>
        </Stack>
      ) : null}
      {state?.checkable ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button
            variant="outlined"
            startIcon={<FactCheckOutlinedIcon />}
            onClick={() => request.mutate()}
            loading={request.isPending}
          >
            {t('glass.request')}
          </Button>
          {state.pending ? (
            <Typography variant="body2" color="text.secondary" data-testid="glass-pending">
              {t('glass.requested', { time: shortTime(state.pending.requested, Date.now()) })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {request.isError ? <Alert severity="error">{describeError(request.error, t)}</Alert> : null}
      {state && state.checks.length === 0 && state.checkable ? (
        <Typography variant="body2" color="text.secondary">
          {t('glass.none')}
        </Typography>
      ) : null}
      {state && state.checks.length > 0 ? (
        <Table size="small" aria-label={t('glass.title')} data-testid="glass-checks">
          <TableHead>
            <TableRow>
              <TableCell>{t('glass.columns.time')}</TableCell>
              <TableCell>{t('glass.columns.item')}</TableCell>
              <TableCell>{t('glass.columns.result')}</TableCell>
              <TableCell>{t('glass.columns.pictures')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {state.checks.map((c) => (
              <TableRow key={c.id} data-testid="glass-check">
                <TableCell>
                  {formatDateTime(c.shownAt)}
                  {c.requested ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('glass.onRequest')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{c.itemName}</TableCell>
                <TableCell>
                  <GlassResultChip result={c.result} />
                  {c.distance !== null ? (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('glass.distance', { distance: c.distance })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Pictures check={c} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
