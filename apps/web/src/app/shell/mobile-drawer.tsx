import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { Themed } from '../../components/themed';

/**
 * The shell's menu on small screens: MUI's temporary Drawer, loaded when first opened (nav-drawer.tsx). It brings
 * the theme itself: the shell around it loads no MUI.
 */
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
    <Themed>
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width, boxSizing: 'border-box' } }}
      >
        <div className="shell-toolbar" />
        {children}
      </Drawer>
    </Themed>
  );
}
