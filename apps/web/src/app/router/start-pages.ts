import { ensureAllTexts } from '../../i18n';
import { isDashboardMain, startPath } from '../boot/start-files';

// The start pages' chunks, fetched ahead by preloadStartPage (main.tsx, before the first render).

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
// with it.
export const loadThemedLayout = () => Promise.all([import('../themed-layout'), ensureAllTexts()]).then(([m]) => m);
export const loadRequireAuth = kept(() => import('../auth/require-auth'));
export const loadShell = kept(() => import('../shell/dashboard-shell'));
export const loadDashboardMain = kept(() => import('../../features/dashboard/pages/dashboard-main-page'));

const ahead = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/**
 * Starts fetching the chunks of the page the app opens on (login, the dashboard) before the translations are set up
 * and the router first renders, instead of after: all at once, no waterfall of lazy parts (LCP). On the dashboard
 * src/early.ts has already asked for them (modulepreload), so these imports find them there. /Dashboard/Main needs no
 * MUI: its shell fetches MUI's layout once it is shown (preloadThemedLayout), so MUI does not share the slow line with
 * the first paint's chunks. A failure is left to the real load, which shows the error page.
 */
export function preloadStartPage(pathname: string): void {
  const path = startPath(pathname);
  if (path === '/' || path === '/login') {
    ahead(loadLogin);
    return;
  }
  const dashboardMain = isDashboardMain(path);
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
