import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorChanges, useOperators } from '../../../api/operator/operators';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { codesOf } from '../components/operator-edit-dialog';
import { OperatorsTable } from '../components/operators-table';

/** 'Veranstalter': the administrators create tour operators (name, the providers' codes, contact) and their users. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const query = useOperators();
  const changes = useOperatorChanges();
  const [name, setName] = useState('');
  const [codes, setCodes] = useState('');
  const [contact, setContact] = useState('');
  const [user, setUser] = useState({ guid: '', username: '', password: '', admin: false });
  const error = changes.create.error ?? changes.addUser.error;
  return (
    <>
      <PageHeader title={t('operators.admin.title')} subtitle={t('operators.admin.subtitle')} />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('operators.admin.new')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={t('operators.admin.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            size="small"
            label={t('operators.admin.codes')}
            value={codes}
            onChange={(e) => setCodes(e.target.value)}
            sx={{ minWidth: 280 }}
          />
          <TextField
            size="small"
            label={t('operators.admin.contact')}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
          />
          <Button
            variant="contained"
            sx={{ flexShrink: 0 }}
            onClick={() => changes.create.mutate({ name, codes: codesOf(codes), contact: contact || null })}
          >
            {t('operators.admin.create')}
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
          <OperatorsTable operators={query.data} onAddUser={(guid) => setUser({ ...user, guid })} />
        )}
        {user.guid ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField
              size="small"
              label={t('operators.admin.username')}
              value={user.username}
              onChange={(e) => setUser({ ...user, username: e.target.value })}
            />
            <TextField
              size="small"
              type="password"
              label={t('operators.admin.password')}
              value={user.password}
              onChange={(e) => setUser({ ...user, password: e.target.value })}
            />
            <FormControlLabel
              control={
                <Checkbox checked={user.admin} onChange={(e) => setUser({ ...user, admin: e.target.checked })} />
              }
              label={t('operators.admin.operatorAdmin')}
            />
            <Button variant="contained" onClick={() => changes.addUser.mutate(user)}>
              {t('operators.admin.saveUser')}
            </Button>
          </Stack>
        ) : null}
      </Paper>
    </>
  );
}
