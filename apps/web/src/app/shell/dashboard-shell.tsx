import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingState } from '../../components/loading-state';
import { useCredentials, useRights } from '../../hooks/use-credentials';
import { preloadThemedLayout } from '../router/start-pages';
import { showsNavigation, visibleMenu } from './menu-items';
import { NavDrawer } from './nav-drawer';
import { TopBar } from './top-bar';

/**
 * SPEC §2 dashboard shell: top bar, drawer (navigation right only), content. Plain elements styled by index.html: it
 * paints without MUI. Once it is shown and the browser is idle, MUI's layout and all texts load for the pages behind
 * the menu.
 */
export function DashboardShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const rights = useRights();
  const global = useCredentials().data?.guidParent === null;
  const [mobileOpen, setMobileOpen] = useState(false);
  const withDrawer = showsNavigation(rights);
  useEffect(() => whenIdle(preloadThemedLayout), []);

  return (
    <div className="shell">
      {/* WCAG 2.4.1: the first Tab stop skips the top bar and the menu; the browser moves focus to <main>. */}
      <a href="#inhalt" className="skip-link">
        {t('shell.skipToContent')}
      </a>
      <TopBar withMenuButton={withDrawer} onMenuClick={() => setMobileOpen((open) => !open)} />
      {withDrawer ? (
        <NavDrawer items={visibleMenu(rights, global)} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      ) : null}
      <main className="shell-main" id="inhalt" tabIndex={-1}>
        <div className="shell-toolbar" />
        <Suspense fallback={<LoadingState />}>{children ?? <Outlet />}</Suspense>
      </main>
    </div>
  );
}

/** Runs `task` when the browser is idle (at the latest after 2 s); returns the cancel for an effect. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
