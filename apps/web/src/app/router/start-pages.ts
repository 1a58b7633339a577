// The start pages' chunks, fetched ahead by preloadStartPage; no React here, so the early script (src/early.ts) can run
// this before React and the router have arrived (issue 28 point 4).

/** A chunk's loader that keeps the module once it has arrived (`loaded()`), so a page can render it without suspending. */
export interface StartLoader<M> {
  (): Promise<M>;
  loaded: () => M | undefined;
}

function kept<M>(load: () => Promise<M>): StartLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  const loader = () =>
    (pending ??= load().then(
      (m) => (module = m),
      (cause) => {
        pending = null; // a later render tries again
        throw cause;
      },
    ));
  return Object.assign(loader, { loaded: () => module });
}

export const loadLogin = () => import('../../features/auth/pages/login-page');
// Every page but the login, the shell and /Dashboard/Main sits in this layout: MUI's theme and all German texts come
// with it (issues 18, 28).
export const loadThemedLayout = () =>
  Promise.all([import('../themed-layout'), import('../../i18n').then((i18n) => i18n.ensureAllTexts())]).then(
    ([m]) => m,
  );
export const loadRequireAuth = kept(() => import('../auth/require-auth'));
export const loadShell = kept(() => import('../shell/dashboard-shell'));
export const loadDashboardMain = kept(() => import('../../features/dashboard/pages/dashboard-main-page'));

const ahead = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/**
 * Starts fetching the chunks of the page the app opens on (login, the dashboard) before React and the router have
 * arrived (src/early.ts), instead of after: all at once, no waterfall of lazy parts (issues 18, 28 point 4, LCP).
 * /Dashboard/Main needs no MUI (issue 28 point 4): its shell fetches MUI's layout once it is shown (preloadThemedLayout),
 * so MUI does not share the slow line with the first paint's chunks. A failure is left to the real load, which shows
 * the error page.
 */
export function preloadStartPage(pathname: string): void {
  // The router matches paths case-insensitively, with or without a trailing slash.
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/login') {
    ahead(loadLogin);
    return;
  }
  const dashboardMain = path === '/dashboard' || path === '/dashboard/main';
  if (!dashboardMain) ahead(loadThemedLayout);
  if (path === '/dashboard' || path.startsWith('/dashboard/')) {
    ahead(loadRequireAuth);
    ahead(loadShell);
  }
  if (dashboardMain) ahead(loadDashboardMain);
}

/** MUI's layout and all texts, for the pages behind the shell's menu (the shell calls it once it is shown). */
export function preloadThemedLayout(): void {
  ahead(loadThemedLayout);
}
