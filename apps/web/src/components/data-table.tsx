import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyTableRow } from './empty-table-row';
import { QueryStatus } from './query-state';
import { TablePager } from './table-pager';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => string | number;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The cell that holds the row's link (rowHref); without a column marked, the first. */
  primary?: boolean;
}

interface Props<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A click on the row; without rowHref the row itself is a Tab stop that Enter and Space activate. */
  onRowClick?: (row: T) => void;
  /**
   * The row's own page (WCAG 2.1.1): the primary cell's content is a real link to it — Tab reaches it, Enter opens it,
   * a middle click or Ctrl+click opens a new tab — and a click anywhere else on the row opens it too.
   */
  rowHref?: (row: T) => string | undefined;
  testId?: string;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

const FOCUS_RING = { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' } as const;

/** A middle click on the row (outside its link) opens the row's page in a new tab, as on the link. */
function openInNewTab(event: MouseEvent, href: string) {
  if (event.button !== 1) return;
  event.preventDefault();
  window.open(href, '_blank', 'noopener');
}

/** A plain click on the row's link (or Enter on it) does what the row's click does; with a modifier the browser's. */
function followLink(event: MouseEvent, open: (() => void) | undefined) {
  event.stopPropagation();
  if (!open || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}

/** Enter or Space on the focused row does what its click does (not when typing in a field inside it). */
function activateOnKey(event: KeyboardEvent, open: () => void) {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  open();
}

/** SPEC §9: tables show all rows with a minimum height of 150 px. */
export function DataTable<T>({ label, columns, rows, rowKey, onRowClick, rowHref, testId }: Props<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const primaryKey = (columns.find((c) => c.primary) ?? columns[0])?.key;
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
          {sorted.map((row) => {
            const href = rowHref?.(row);
            const open = onRowClick ? () => onRowClick(row) : href ? () => navigate(href) : undefined;
            const rowIsButton = open !== undefined && href === undefined;
            return (
              <TableRow
                key={rowKey(row)}
                hover
                onClick={open}
                onAuxClick={href ? (event) => openInNewTab(event, href) : undefined}
                onKeyDown={rowIsButton ? (event) => activateOnKey(event, open) : undefined}
                tabIndex={rowIsButton ? 0 : undefined}
                sx={open ? { cursor: 'pointer', '&:focus-visible': FOCUS_RING } : undefined}
                data-testid={testId ? `${testId}-row` : undefined}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ overflowWrap: 'break-word' }}>
                    {href && column.key === primaryKey ? (
                      <Link
                        component={RouterLink}
                        to={href}
                        color="inherit"
                        underline="hover"
                        onClick={(event: MouseEvent) => followLink(event, onRowClick && (() => onRowClick(row)))}
                        onAuxClick={(event: MouseEvent) => event.stopPropagation()}
                        // inline-block: the ring goes round the content; an inline link around a block (a name
                        // with its chip) draws its outline round empty line boxes, i.e. not at all
                        sx={{ display: 'inline-block', maxWidth: '100%', '&:focus-visible': FOCUS_RING }}
                      >
                        {column.render(row)}
                      </Link>
                    ) : (
                      column.render(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {sorted.length === 0 ? <EmptyTableRow colSpan={columns.length} text={t('common.empty')} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type TableQuery<T> = Parameters<typeof QueryStatus>[0]['query'] & { data: readonly T[] | undefined };

/** A table of what a query loads: its spinner or its error with a retry until the rows are there. */
export function QueryDataTable<T>({ query, ...props }: Omit<Props<T>, 'rows'> & { query: TableQuery<T> }) {
  return (
    <>
      <QueryStatus query={query} />
      {query.data ? <DataTable {...props} rows={query.data} /> : null}
    </>
  );
}

interface Paging {
  /** 1-based. */
  page: number;
  itemsPerPage: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onItemsPerPage: (itemsPerPage: number) => void;
}

type PagedQuery<T> = Parameters<typeof QueryStatus>[0]['query'] & {
  data: { items: readonly T[]; count: number } | undefined;
};

/** A table of one page the server sends, the pager under it; a new page size starts again at page 1. */
export function PagedQueryTable<T>({
  query,
  paging: { page, itemsPerPage, sizes, onPage, onItemsPerPage },
  ...props
}: Omit<Props<T>, 'rows'> & { query: PagedQuery<T>; paging: Paging }) {
  return (
    <>
      <QueryStatus query={query} />
      {query.data ? (
        <div>
          <DataTable {...props} rows={query.data.items} />
          <TablePager
            count={query.data.count}
            page={page}
            itemsPerPage={itemsPerPage}
            sizes={sizes}
            onPage={onPage}
            onItemsPerPage={(size) => {
              onItemsPerPage(size);
              onPage(1);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
