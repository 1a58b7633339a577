import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Deferred } from '../../components/deferred';
import { PlainIcon } from '../../components/plain-icon';
import { MENU_ICONS } from './menu-icons';
import { activeMenuKey, type MenuItem } from './menu-items';

export const DRAWER_WIDTH = 240;

interface Props {
  items: readonly MenuItem[];
  mobileOpen: boolean;
  onClose: () => void;
}

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/**
 * The menu: a `nav` of links, one per entry of `items` (menu-items.ts), the current one marked `aria-current="page"`.
 * Plain links styled by index.html as MUI's List and ListItemButton drew them; keyboard: Tab through the links, Enter
 * follows one.
 */
export function MenuList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const active = activeMenuKey(useLocation().pathname, items);
  return (
    <nav className="nav-list" aria-label={t('shell.navigation')}>
      {items.map((item) => (
        <RouterLink
          key={item.key}
          to={item.path}
          className="nav-item"
          aria-current={item.key === active ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`menu-${item.key}`}
        >
          <span className="nav-item-icon">
            <PlainIcon path={MENU_ICONS[item.key]} className="svg-icon" />
          </span>
          <span className="nav-item-text">{t(`menu.${item.key}`)}</span>
        </RouterLink>
      ))}
    </nav>
  );
}

/**
 * Docked menu from md up, a temporary drawer on small screens. The docked one is plain elements (what MUI's docked
 * Drawer drew: a fixed paper with a border on the right), so the shell needs no MUI. The temporary drawer (MUI's
 * Drawer: Modal, Slide, focus trap) loads when first opened.
 */
export function NavDrawer({ items, mobileOpen, onClose }: Props) {
  return (
    <>
      <Deferred when={mobileOpen}>
        <MobileDrawer open={mobileOpen} onClose={onClose} width={DRAWER_WIDTH}>
          <MenuList items={items} onNavigate={onClose} />
        </MobileDrawer>
      </Deferred>
      <div className="shell-dock" data-testid="nav-drawer">
        <div className="shell-dock-paper">
          <div className="shell-toolbar" />
          <MenuList items={items} onNavigate={() => undefined} />
        </div>
      </div>
    </>
  );
}
