import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface Props {
  /** The accessible name, e.g. 'Playlist Schaufenster bearbeiten'. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

/** An icon button in a clickable table row: runs its own action without also opening the row. */
export function RowAction({ label, icon, onClick }: Props) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {icon}
    </IconButton>
  );
}
