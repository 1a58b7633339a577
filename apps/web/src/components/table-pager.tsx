import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

interface Props {
  count: number;
  /** 1-based. */
  page: number;
  itemsPerPage: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onItemsPerPage: (itemsPerPage: number) => void;
  testId?: string;
}

/** Server-side paging under a table: page size choice and 'a–b von n', in German. */
export function TablePager({ count, page, itemsPerPage, sizes, onPage, onItemsPerPage, testId }: Props) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE');
  return (
    <TablePagination
      component="div"
      data-testid={testId}
      count={count}
      page={Math.max(0, page - 1)}
      rowsPerPage={itemsPerPage}
      rowsPerPageOptions={[...sizes]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onItemsPerPage(Number(event.target.value))}
      labelRowsPerPage={t('pager.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) =>
        t('pager.displayed', { from: number.format(from), to: number.format(to), count: number.format(total) })
      }
      getItemAriaLabel={(type) => t(`pager.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
