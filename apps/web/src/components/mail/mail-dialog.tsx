import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useState } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** The dialog's content for one opening; a new `session` (a fresh form) begins once it has faded out. */
  children: (session: number) => ReactNode;
}

/** A mail dialog: its title, and a fresh form for every opening, kept while the dialog fades out. */
export function MailDialog({ open, onClose, maxWidth, titleId, title, children }: DialogProps) {
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setSession((n) => n + 1) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children(session)}
    </Dialog>
  );
}
