import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from './route-table';

/** Route-level code splitting: every page is its own chunk. */
export const PAGES: Record<PageKey, LazyExoticComponent<ComponentType>> = {
  dashboardMain: lazy(() =>
    import('../../features/dashboard/pages/dashboard-main-page').then((m) => ({ default: m.DashboardMainPage })),
  ),
  usersList: lazy(() =>
    import('../../features/users/pages/users-list-page').then((m) => ({ default: m.UsersListPage })),
  ),
  userEdit: lazy(() => import('../../features/users/pages/user-edit-page').then((m) => ({ default: m.UserEditPage }))),
  rolesList: lazy(() =>
    import('../../features/roles/pages/roles-list-page').then((m) => ({ default: m.RolesListPage })),
  ),
  roleEdit: lazy(() => import('../../features/roles/pages/role-edit-page').then((m) => ({ default: m.RoleEditPage }))),
  rightsList: lazy(() =>
    import('../../features/rights/pages/rights-list-page').then((m) => ({ default: m.RightsListPage })),
  ),
  rightNew: lazy(() => import('../../features/rights/pages/right-new-page').then((m) => ({ default: m.RightNewPage }))),
  rightEdit: lazy(() =>
    import('../../features/rights/pages/right-edit-page').then((m) => ({ default: m.RightEditPage })),
  ),
};

export const LoginPage = lazy(() =>
  import('../../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
export const LogoutPage = lazy(() =>
  import('../../features/auth/pages/logout-page').then((m) => ({ default: m.LogoutPage })),
);
export const DashboardShell = lazy(() =>
  import('../shell/dashboard-shell').then((m) => ({ default: m.DashboardShell })),
);
export const ComingSoonPage = lazy(() =>
  import('../../components/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
export const NotFoundPage = lazy(() =>
  import('../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
