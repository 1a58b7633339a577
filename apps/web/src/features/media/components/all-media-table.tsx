import ShareIcon from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatBytes, type MediaItem } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { formatDateTime } from '../../../lib/dates';
import { MEDIA_PAGE_SIZES, type MediaGrid, type MediaSortColumn, networkPath } from '../../../lib/media-grid';

interface Props {
  items: readonly MediaItem[];
  count: number;
  grid: MediaGrid;
  onGrid: (grid: MediaGrid) => void;
  onSort: (column: MediaSortColumn) => void;
  onShare: (item: MediaItem) => void;
}

const COLUMNS: readonly MediaSortColumn[] = ['networkName', 'name', 'type', 'size', 'created'];

/** SPEC §2 'Alle Medien': network name, name, type, size, created (DD.MM.YYYY HH:mm); paged by the server. */
export function AllMediaTable({ items, count, grid, onGrid, onSort, onShare }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nf = new Intl.NumberFormat('de-DE');
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ minHeight: 150 }}>
        <Table size="small" aria-label={t('media.tabs.all')} data-testid="all-media-table">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  align={column === 'size' ? 'right' : 'left'}
                >
                  <TableSortLabel
                    active={grid.sortBy === column}
                    direction={grid.sortBy === column && grid.sortDesc ? 'desc' : 'asc'}
                    onClick={() => onSort(column)}
                  >
                    {t(`media.columns.${column}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t('common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const path = networkPath(item);
              return (
                <TableRow
                  key={item.guid}
                  hover
                  onClick={path ? () => navigate(path) : undefined}
                  sx={path ? { cursor: 'pointer' } : undefined}
                  data-testid="all-media-row"
                >
                  <TableCell>
                    {path ? (
                      <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()}>
                        {item.networkName ?? item.companyName ?? ''}
                      </Link>
                    ) : (
                      t('media.noNetwork')
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.name}</TableCell>
                  <TableCell>{t(`playlistTypes.${item.type}`, { defaultValue: item.type })}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatBytes(item.size)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.created)}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-label={t('media.share', { name: item.name })}
                      onClick={(event) => {
                        event.stopPropagation();
                        onShare(item);
                      }}
                    >
                      <ShareIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
            {items.length === 0 ? <EmptyTableRow colSpan={COLUMNS.length + 1} text={t('common.empty')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={grid.page - 1}
        rowsPerPage={grid.itemsPerPage}
        rowsPerPageOptions={[...MEDIA_PAGE_SIZES]}
        onPageChange={(_e, page) => onGrid({ ...grid, page: page + 1 })}
        onRowsPerPageChange={(event) => onGrid({ ...grid, itemsPerPage: Number(event.target.value), page: 1 })}
        labelRowsPerPage={t('pager.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) =>
          t('media.pagination.displayed', { from: nf.format(from), to: nf.format(to), count: nf.format(total) })
        }
        getItemAriaLabel={(type) => t(`media.pagination.${type}`)}
      />
    </Paper>
  );
}
