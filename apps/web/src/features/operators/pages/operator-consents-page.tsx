import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsentInput } from '@signage/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { type ConsentList, useConsents, useOperatorAccesses, useSetConsent } from '../../../api/operator/operators';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';

const today = () => new Date().toISOString().slice(0, 10);
const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium' });

/**
 * A network's (or location's) 'Nachweise freigeben' per tour operator — from a day on, with the agency's names or the
 * region only, revocable at once — and 'Zugriffe der Veranstalter'.
 */
export function OperatorConsentsPage() {
  const { companyId = '' } = useParams();
  const consents = useConsents(companyId);
  const accesses = useOperatorAccesses(companyId);
  return (
    <>
      <PageHeader title="Nachweise freigeben" subtitle="Welche Veranstalter die Wiedergaben ihrer Angebote sehen" />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        {!consents.data ? (
          <QueryStatus query={consents} />
        ) : consents.data.operators.length === 0 ? (
          <Alert severity="info">Es gibt noch keine Veranstalter mit Zugang.</Alert>
        ) : (
          <Stack spacing={2} data-testid="operator-consents">
            {consents.data.operators.map((op) => (
              <ConsentRow key={op.guid} company={companyId} operator={op} list={consents.data} />
            ))}
          </Stack>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Zugriffe der Veranstalter
        </Typography>
        {!accesses.data ? (
          <QueryStatus query={accesses} />
        ) : (
          <Table size="small" data-testid="operator-accesses">
            <TableHead>
              <TableRow>
                {['Zeit', 'Veranstalter', 'Benutzer', 'Weg', 'Anfrage', 'Antwort'].map((h) => (
                  <TableCell key={h} component="th">
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {accesses.data.items.map((a) => (
                <TableRow key={`${a.at}-${a.path}-${a.username}`}>
                  <TableCell>{time.format(a.at)}</TableCell>
                  <TableCell>{a.operatorName}</TableCell>
                  <TableCell>{a.username}</TableCell>
                  <TableCell>{a.via === 'token' ? 'Schlüssel' : 'Portal'}</TableCell>
                  <TableCell>{`${a.method} ${a.path}`}</TableCell>
                  <TableCell>{a.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </>
  );
}

function ConsentRow(props: { company: string; operator: { guid: string; name: string }; list: ConsentList }) {
  const current = props.list.consents.find((c) => c.guidOperator === props.operator.guid);
  const [value, setValue] = useState<ConsentInput>({
    shares: current?.shares ?? false,
    startDay: current?.startDay ?? today(),
    named: current?.named ?? true,
    locationsDecide: current?.locationsDecide ?? false,
  });
  const save = useSetConsent(props.company);
  const check = (label: string, key: 'shares' | 'named' | 'locationsDecide') => (
    <FormControlLabel
      control={<Checkbox checked={value[key]} onChange={(e) => setValue({ ...value, [key]: e.target.checked })} />}
      label={label}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      {check(`Nachweise für ${props.operator.name} freigeben`, 'shares')}
      <TextField
        size="small"
        label="Ab Tag (JJJJ-MM-TT)"
        value={value.startDay}
        onChange={(e) => setValue({ ...value, startDay: e.target.value })}
      />
      {check('Namen der Agentur zeigen (sonst nur Region)', 'named')}
      {check('Standorte entscheiden selbst', 'locationsDecide')}
      <Button variant="contained" onClick={() => save.mutate({ operator: props.operator.guid, input: value })}>
        Speichern
      </Button>
      {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
    </Stack>
  );
}
