import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

interface Props {
  /** How many columns the table has: the message spans them all. */
  colSpan: number;
  /** What the table says when it has no rows, e.g. 'Keine Einträge'. */
  text: string;
}

/** The one row a table shows when it has no rows: a muted message across the whole width. */
export function EmptyTableRow({ colSpan, text }: Props) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
