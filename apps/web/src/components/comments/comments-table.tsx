import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Comment } from '@signage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { EmptyTableRow } from '../empty-table-row';
import { safeHtml } from './safe-html';

/** SPEC §9: the comment table is 400 px high. */
export const COMMENTS_TABLE_HEIGHT = 400;

function CommentHtml({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box
      data-testid="comment-html"
      sx={{ '& p': { m: 0 }, '& ul, & ol': { my: 0, pl: 3 }, overflowWrap: 'anywhere' }}
      // The server sanitises comment HTML and safeHtml fences it again in the browser.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice, shown formatted on purpose
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** Comments newest first: created (DD.MM.YYYY HH:mm), action, subject, comment (formatted HTML), author. */
export function CommentsTable({ comments }: { comments: readonly Comment[] }) {
  const { t } = useTranslation();
  const rows = useMemo(() => [...comments].sort((a, b) => b.created - a.created), [comments]);
  const headers = ['created', 'action', 'subject', 'comment', 'author'] as const;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ height: COMMENTS_TABLE_HEIGHT, overflow: 'auto' }}
      data-testid="comments-table"
    >
      <Table size="small" stickyHeader aria-label={t('comments.title')}>
        <TableHead>
          <TableRow>
            {headers.map((key) => (
              <TableCell key={key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`comments.columns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((c) => (
            <TableRow key={c.guid} hover data-testid="comments-table-row" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.created)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`comments.actions.${c.action}`)}</TableCell>
              <TableCell>{c.subject}</TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <CommentHtml html={c.comment} />
              </TableCell>
              <TableCell>{c.name}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 ? <EmptyTableRow colSpan={headers.length} text={t('comments.empty')} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
