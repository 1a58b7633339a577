import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OperatorAccessPage } from '@signage/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from './query-state';
import { TablePager } from './table-pager';

const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium' });
export const ACCESS_PAGE_SIZES = [25, 50, 100] as const;

interface Props {
  query: UseQueryResult<OperatorAccessPage>;
  /** The agency's view names the operator of each access; the operator's own view does not need to. */
  withOperator: boolean;
  page: number;
  itemsPerPage: number;
  onPage: (page: number) => void;
  onItemsPerPage: (itemsPerPage: number) => void;
  testId: string;
}

/** An access log in plain words: when, (which operator), who, through the portal or which key, what, the result. */
export function AccessLogTable({ query, withOperator, page, itemsPerPage, onPage, onItemsPerPage, testId }: Props) {
  const { t } = useTranslation();
  if (!query.data) return <QueryStatus query={query} />;
  if (query.data.count === 0) return <Typography color="text.secondary">{t('operators.accessLog.none')}</Typography>;
  const heads = [
    t('operators.accessLog.time'),
    ...(withOperator ? [t('operators.accessLog.operator')] : []),
    t('operators.accessLog.user'),
    t('operators.accessLog.via'),
    t('operators.accessLog.what'),
    t('operators.accessLog.result'),
  ];
  return (
    <>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {heads.map((h) => (
              <TableCell key={h} component="th">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.items.map((a) => (
            <TableRow key={`${a.at}-${a.username}-${a.what}-${a.result}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{time.format(a.at)}</TableCell>
              {withOperator ? <TableCell>{a.operatorName}</TableCell> : null}
              <TableCell>{a.username}</TableCell>
              <TableCell>
                {a.via === 'token'
                  ? a.tokenName
                    ? t('operators.accessLog.token', { name: a.tokenName })
                    : t('operators.accessLog.tokenUnnamed')
                  : t('operators.accessLog.portal')}
              </TableCell>
              <TableCell>{a.what}</TableCell>
              <TableCell sx={a.ok ? undefined : { color: 'error.main' }}>{a.result}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePager
        count={query.data.count}
        page={page}
        itemsPerPage={itemsPerPage}
        sizes={ACCESS_PAGE_SIZES}
        onPage={onPage}
        onItemsPerPage={(n) => {
          onItemsPerPage(n);
          onPage(1);
        }}
      />
    </>
  );
}
