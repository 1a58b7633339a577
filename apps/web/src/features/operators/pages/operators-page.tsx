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
import { useState } from 'react';
import { useOperatorChanges, useOperators } from '../../../api/operator/operators';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';

const codesOf = (text: string) =>
  text
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/** 'Veranstalter': the administrators create tour operators (name, the providers' codes, contact) and their users. */
export function OperatorsPage() {
  const query = useOperators();
  const changes = useOperatorChanges();
  const [name, setName] = useState('');
  const [codes, setCodes] = useState('');
  const [contact, setContact] = useState('');
  const [user, setUser] = useState({ guid: '', username: '', password: '', admin: false });
  const error = changes.create.error ?? changes.addUser.error;
  return (
    <>
      <PageHeader title="Veranstalter" subtitle="Veranstalter mit Zugang zum Portal der Nachweise" />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Neuer Veranstalter
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField size="small" label="Name" value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            size="small"
            label="Codes beim Anbieter (durch Komma getrennt)"
            value={codes}
            onChange={(e) => setCodes(e.target.value)}
            sx={{ minWidth: 280 }}
          />
          <TextField size="small" label="Kontakt" value={contact} onChange={(e) => setContact(e.target.value)} />
          <Button
            variant="contained"
            onClick={() => changes.create.mutate({ name, codes: codesOf(codes), contact: contact || null })}
          >
            Anlegen
          </Button>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error.message}
          </Alert>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {!query.data ? (
          <QueryStatus query={query} />
        ) : (
          <Table size="small" data-testid="operators-table">
            <TableHead>
              <TableRow>
                <TableCell component="th">Name</TableCell>
                <TableCell component="th">Codes</TableCell>
                <TableCell component="th">Kontakt</TableCell>
                <TableCell component="th">Benutzer</TableCell>
                <TableCell component="th" />
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.map((op) => (
                <TableRow key={op.guid}>
                  <TableCell>{op.name}</TableCell>
                  <TableCell>{op.codes.join(', ')}</TableCell>
                  <TableCell>{op.contact}</TableCell>
                  <TableCell>
                    {op.users.map((u) => `${u.username}${u.admin ? ' (Administrator)' : ''}`).join(', ')}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setUser({ ...user, guid: op.guid })}>
                      Benutzer anlegen
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {user.guid ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              size="small"
              label="Benutzername"
              value={user.username}
              onChange={(e) => setUser({ ...user, username: e.target.value })}
            />
            <TextField
              size="small"
              type="password"
              label="Passwort"
              value={user.password}
              onChange={(e) => setUser({ ...user, password: e.target.value })}
            />
            <FormControlLabel
              control={
                <Checkbox checked={user.admin} onChange={(e) => setUser({ ...user, admin: e.target.checked })} />
              }
              label="Veranstalter-Administrator"
            />
            <Button variant="contained" onClick={() => changes.addUser.mutate(user)}>
              Benutzer speichern
            </Button>
          </Stack>
        ) : null}
      </Paper>
    </>
  );
}
