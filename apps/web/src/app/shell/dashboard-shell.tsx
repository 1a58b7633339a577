import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useCredentials, useRights } from '../../hooks/use-credentials';
import { showsNavigation, visibleMenu } from './menu-items';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

/** SPEC §2 dashboard shell: top bar, drawer (navigation right only), content. */
export function DashboardShell({ children }: { children?: ReactNode }) {
  const rights = useRights();
  const global = useCredentials().data?.guidParent === null;
  const [mobileOpen, setMobileOpen] = useState(false);
  const withDrawer = showsNavigation(rights);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar withMenuButton={withDrawer} onMenuClick={() => setMobileOpen((open) => !open)} />
      {withDrawer ? (
        <NavDrawer items={visibleMenu(rights, global)} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      ) : null}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
      </Box>
    </Box>
  );
}
