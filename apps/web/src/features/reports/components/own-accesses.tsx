import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnAccesses } from '../../../api/operator/operator-tokens';
import { AccessLogTable } from '../../../components/access-log-table';

/** The operator administrator's 'Zugriffe unserer Benutzer': who of its users and keys fetched what, when. */
export function OwnAccesses() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(25);
  const query = useOwnAccesses(page, itemsPerPage);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }} data-testid="operator-own-accesses">
      <Typography variant="h6" component="h2">
        {t('operators.accessLog.ownTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('operators.accessLog.ownIntro')}
      </Typography>
      <AccessLogTable
        query={query}
        withOperator={false}
        page={page}
        itemsPerPage={itemsPerPage}
        onPage={setPage}
        onItemsPerPage={setItemsPerPage}
        testId="own-accesses-table"
      />
    </Paper>
  );
}
