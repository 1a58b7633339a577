import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TokenCreated, TokenRecord } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorTokenChanges, useOperatorTokens } from '../../../api/operator/operator-tokens';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { QueryStatus } from '../../../components/query-state';
import { TokenCreatedDialog } from './token-created-dialog';

const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' });

/**
 * The portal's 'Zugangsschlüssel': the operator user's own keys for its BI (name, created, last used), a new one
 * (shown once in a dialog), a revocation (asked first: the program using it gets nothing more at once).
 */
export function OperatorTokens() {
  const { t } = useTranslation();
  const query = useOperatorTokens();
  const changes = useOperatorTokenChanges();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<TokenCreated | null>(null);
  const [revoking, setRevoking] = useState<TokenRecord | null>(null);
  const create = () =>
    changes.create.mutate(name, {
      onSuccess: (answer) => {
        setCreated(answer);
        setName('');
      },
    });
  const revoke = () => revoking && changes.revoke.mutate(revoking.guid, { onSuccess: () => setRevoking(null) });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }} data-testid="operator-tokens">
      <Typography variant="h6" component="h2">
        {t('operators.tokens.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('operators.tokens.intro')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <TextField
          size="small"
          label={t('operators.tokens.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="contained" disabled={changes.create.isPending} sx={{ whiteSpace: 'nowrap' }}>
          {t('operators.tokens.create')}
        </Button>
      </Stack>
      {changes.create.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {changes.create.error.message}
        </Alert>
      ) : null}
      {!query.data ? (
        <QueryStatus query={query} />
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">{t('operators.tokens.none')}</Typography>
      ) : (
        <Table size="small" data-testid="operator-tokens-table">
          <TableHead>
            <TableRow>
              <TableCell component="th">{t('operators.tokens.nameColumn')}</TableCell>
              <TableCell component="th">{t('operators.tokens.created')}</TableCell>
              <TableCell component="th">{t('operators.tokens.lastUsed')}</TableCell>
              <TableCell component="th" align="right">
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.map((token) => (
              <TableRow key={token.guid}>
                <TableCell>{token.name}</TableCell>
                <TableCell>{time.format(token.created)}</TableCell>
                <TableCell>{token.lastUsed ? time.format(token.lastUsed) : t('operators.tokens.never')}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    startIcon={<DeleteIcon />}
                    aria-label={t('operators.tokens.revokeLabel', { name: token.name })}
                    onClick={() => setRevoking(token)}
                  >
                    {t('operators.tokens.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TokenCreatedDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDeleteDialog
        name={revoking?.name ?? null}
        busy={changes.revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={revoke}
        wording={{
          title: t('operators.tokens.revokeTitle'),
          text: t('operators.tokens.revokeText', { name: revoking?.name ?? '' }),
          confirm: t('operators.tokens.revoke'),
        }}
      />
    </Paper>
  );
}
