import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => string | number;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

interface Props<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  testId?: string;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/** SPEC §9: tables show all rows with a minimum height of 150 px. */
export function DataTable<T>({ label, columns, rows, rowKey, onRowClick, testId }: Props<T>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: string; desc: boolean } | null>(null);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.desc ? -1 : 1;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  const toggleSort = (key: string) =>
    setSort((current) => (current?.key === key ? { key, desc: !current.desc } : { key, desc: false }));

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ minHeight: 150 }} data-testid={testId}>
      <Table size="small" aria-label={label} stickyHeader>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={{ fontWeight: 600, width: column.width, whiteSpace: 'nowrap' }}
              >
                {column.sortValue ? (
                  <TableSortLabel
                    active={sort?.key === column.key}
                    direction={sort?.key === column.key && sort.desc ? 'desc' : 'asc'}
                    onClick={() => toggleSort(column.key)}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
              data-testid={testId ? `${testId}-row` : undefined}
            >
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ overflowWrap: 'break-word' }}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {sorted.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                  {t('common.empty')}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
