import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';

/** The shell's menu on small screens: MUI's temporary Drawer, loaded when first opened (nav-drawer.tsx). */
export function MobileDrawer({
  open,
  onClose,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      {children}
    </Drawer>
  );
}
