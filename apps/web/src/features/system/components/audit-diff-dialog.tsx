import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { CloseActions } from '../../../components/close-actions';
import { auditDiff, type FieldChange, formatLogTime } from '../lib/audit-diff';

const TONE = { added: 'success', removed: 'error', changed: 'warning' } as const;

const rowBackground = (kind: FieldChange['kind']) => (theme: Theme) =>
  kind === 'same' ? 'transparent' : alpha(theme.palette[TONE[kind]].main, 0.1);
const CELL = { fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** Before/after of one audit entry, field by field (changed fields first). */
export function AuditDiffDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const changes = entry ? auditDiff(entry.before, entry.after) : [];
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="audit-diff-title">
      <DialogTitle id="audit-diff-title">
        {entry ? `${entry.entity} · ${entry.action}` : ''}
        {entry ? (
          <Typography variant="body2" color="text.secondary">
            {formatLogTime(entry.at)} · {entry.username ?? t('system.audit.system')} · {entry.entityGuid ?? ''}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent>
        {changes.length === 0 ? (
          <Typography color="text.secondary">{t('system.audit.noFields')}</Typography>
        ) : (
          <Table size="small" aria-label={t('system.audit.diff')} data-testid="audit-diff">
            <TableHead>
              <TableRow>
                <TableCell>{t('system.audit.field')}</TableCell>
                <TableCell>{t('system.audit.before')}</TableCell>
                <TableCell>{t('system.audit.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field} sx={{ bgcolor: rowBackground(change.kind) }} data-kind={change.kind}>
                  <TableCell sx={{ fontWeight: change.kind === 'same' ? 400 : 600 }}>{change.field}</TableCell>
                  <TableCell sx={CELL}>{change.before}</TableCell>
                  <TableCell sx={CELL}>{change.after}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
