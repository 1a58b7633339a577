import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OperatorOfferEvidence } from '@signage/shared';
import { useTranslation } from 'react-i18next';

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** A day of German time as the page writes it. */
export const germanDay = (iso: string) => dayFormat.format(new Date(iso));
/** First and last day of a run ('10.05.2026' or '10.05.2026 – 12.05.2026'). */
export const runDays = (first: string, last: string) => {
  const [a, b] = [germanDay(first), germanDay(last)];
  return a === b ? a : `${a} – ${b}`;
};

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** A long checksum, shortened for the table (the whole one in its tooltip and for copying). */
const short = (hash: string) => `${hash.slice(0, 12)}…`;

function Hash({ value }: { value: string }) {
  return (
    <Box component="span" title={value} sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
      {short(value)}
    </Box>
  );
}

/** The archive's records of an offer as the operator may see them: what ran where and when, with their seals. */
export function OfferEvidenceList({ evidence }: { evidence: OperatorOfferEvidence }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('operators.evidence.records')} data-testid="operator-evidence-records">
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('operators.evidence.records')}
      </Typography>
      <Alert severity={evidence.chainIntact ? 'success' : 'warning'} sx={{ mb: 1 }}>
        {t(evidence.chainIntact ? 'operators.evidence.intact' : 'operators.evidence.broken', {
          day: germanDay(evidence.checkedAt),
        })}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('operators.evidence.hashHint')}
      </Typography>
      {evidence.records.length === 0 ? (
        <Typography color="text.secondary">{t('operators.evidence.noRecords')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th">{t('operators.evidence.where')}</TableCell>
                <TableCell component="th">{t('operators.evidence.when')}</TableCell>
                <TableCell component="th">{t('operators.evidence.shown')}</TableCell>
                <TableCell component="th">{t('operators.evidence.imageHash')}</TableCell>
                <TableCell component="th">{t('operators.evidence.seal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {evidence.records.map((r) => (
                <TableRow key={r.seq}>
                  <TableCell>
                    {r.label}
                    {r.context && ` (${r.context})`}
                  </TableCell>
                  <TableCell>{runDays(r.firstPlay, r.lastPlay)}</TableCell>
                  <TableCell>
                    {r.fields.hotelName}, {r.fields.destination} · {euro.format(r.fields.price)} {r.fields.priceInfo}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('operators.evidence.stand', { day: germanDay(r.stand) })}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {r.images.map((img) => (
                      <div key={img.seq}>
                        <Hash value={img.sha256} />
                      </div>
                    ))}
                  </TableCell>
                  <TableCell>
                    {t('operators.evidence.entry', { seq: r.seq })} <Hash value={r.hash} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {evidence.checks.length > 0 && (
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
          {t('operators.evidence.checks')}
        </Typography>
      )}
      {evidence.checks.length > 0 && (
        <Box component="ul" sx={{ pl: 3, mt: 0.5 }}>
          {evidence.checks.map((c) => (
            <Typography component="li" variant="body2" key={c.seq}>
              {germanDay(c.at)} · {c.label}:{' '}
              {t(`operators.evidence.results.${c.kind === 'takedown' ? 'taken-down' : c.result}`, {
                defaultValue: c.result,
              })}
              {c.text && ` – ${c.text}`}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
