import type { RouteObject } from 'react-router';
import { RequireRight } from '../auth/require-right';
import { NotFoundRoute } from './not-found-route';
import { DashboardShell, LoginPage, LogoutPage, PAGES, RequireAuth, ThemedLayout } from './pages';
import { Placeholder } from './placeholder';
import { RouteError } from './route-error';
import { BARE_PROTECTED_ROUTES, PUBLIC_ROUTES, type RouteEntry, SHELL_ROUTES } from './route-table';

function toRoute(entry: RouteEntry, bare = false): RouteObject {
  const Page = entry.page ? PAGES[entry.page] : null;
  const content = Page ? <Page /> : entry.soon ? <Placeholder titleKey={entry.soon} fullScreen={bare} /> : null;
  return { path: entry.path, element: <RequireRight right={entry.right}>{content}</RequireRight> };
}

/** /Dashboard and /Dashboard/Main: plain elements like the shell, no MUI. */
const isPlain = (entry: RouteEntry) => entry.page === 'dashboardMain';

/**
 * One pathless root so that every route shares the German error page. The login page stands alone. The shell and
 * /Dashboard/Main need no MUI; every other page is inside ThemedLayout, which brings MUI's theme and all texts (/login
 * loads neither) — inside the shell for the shell's pages, so the shell stays while a page's chunks load.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <DashboardShell />,
            children: [
              ...SHELL_ROUTES.filter(isPlain).map((entry) => toRoute(entry)),
              {
                element: <ThemedLayout />,
                children: SHELL_ROUTES.filter((entry) => !isPlain(entry)).map((entry) => toRoute(entry)),
              },
            ],
          },
          { element: <ThemedLayout />, children: BARE_PROTECTED_ROUTES.map((entry) => toRoute(entry, true)) },
        ],
      },
      {
        element: <ThemedLayout />,
        children: [
          { path: '/Logout', element: <LogoutPage /> },
          ...PUBLIC_ROUTES.map((entry) => toRoute(entry, true)),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
