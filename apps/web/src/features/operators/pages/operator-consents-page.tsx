import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsentInput } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ConsentList, useConsents, useOperatorAccesses, useSetConsent } from '../../../api/operator/operators';
import { AccessLogTable } from '../../../components/access-log-table';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A network's (or location's) 'Nachweise freigeben' per tour operator — from a day on, with the agency's names or the
 * region only, revocable at once — and 'Zugriffe der Veranstalter'.
 */
export function OperatorConsentsPage() {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  const consents = useConsents(companyId);
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(25);
  const accesses = useOperatorAccesses(companyId, page, itemsPerPage);
  return (
    <>
      <PageHeader title={t('operators.consents.title')} subtitle={t('operators.consents.subtitle')} />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        {!consents.data ? (
          <QueryStatus query={consents} />
        ) : consents.data.operators.length === 0 ? (
          <Alert severity="info">{t('operators.consents.none')}</Alert>
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
          {t('operators.accessLog.agencyTitle')}
        </Typography>
        <AccessLogTable
          query={accesses}
          withOperator
          page={page}
          itemsPerPage={itemsPerPage}
          onPage={setPage}
          onItemsPerPage={setItemsPerPage}
          testId="operator-accesses"
        />
      </Paper>
    </>
  );
}

function ConsentRow(props: { company: string; operator: { guid: string; name: string }; list: ConsentList }) {
  const { t } = useTranslation();
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
      {check(t('operators.consents.share', { name: props.operator.name }), 'shares')}
      <TextField
        size="small"
        label={t('operators.consents.startDay')}
        value={value.startDay}
        onChange={(e) => setValue({ ...value, startDay: e.target.value })}
      />
      {check(t('operators.consents.named'), 'named')}
      {check(t('operators.consents.locationsDecide'), 'locationsDecide')}
      <Button variant="contained" onClick={() => save.mutate({ operator: props.operator.guid, input: value })}>
        {t('operators.consents.save')}
      </Button>
      {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
    </Stack>
  );
}
