import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
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

interface EditDeleteActions<T> {
  /** The column's header, 'Aktionen'. */
  header: string;
  /** The accessible names of the two buttons for a row, e.g. 'Rolle Kasse bearbeiten'. */
  editLabel: (row: T) => string;
  deleteLabel: (row: T) => string;
  onEdit: (row: T) => void;
  /** Without it (e.g. for a read-only catalogue) no row has a delete button. */
  onDelete?: (row: T) => void;
  /** Which rows may be deleted; all when not given. */
  canDelete?: (row: T) => boolean;
}

/** The last column of an editable list: 'bearbeiten' and, where allowed, 'löschen' for each row. */
export function editDeleteColumn<T>({
  header,
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  canDelete,
}: EditDeleteActions<T>) {
  return {
    key: 'actions',
    header,
    align: 'right' as const,
    width: 110,
    render: (row: T) => (
      <>
        <RowAction label={editLabel(row)} icon={<EditIcon fontSize="small" />} onClick={() => onEdit(row)} />
        {onDelete && (canDelete?.(row) ?? true) ? (
          <RowAction label={deleteLabel(row)} icon={<DeleteIcon fontSize="small" />} onClick={() => onDelete(row)} />
        ) : null}
      </>
    ),
  };
}
