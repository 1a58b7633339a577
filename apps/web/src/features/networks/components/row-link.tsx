import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A table cell's link to a record's route; the click does not also trigger the row's handler. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
