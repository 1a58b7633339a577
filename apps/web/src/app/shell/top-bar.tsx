import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PlainIcon } from '../../components/plain-icon';
import { useCredentials } from '../../hooks/use-credentials';
import { EXIT_TO_APP, MENU } from '../../lib/icon-paths';
import { Logo } from './logo';

interface Props {
  withMenuButton: boolean;
  onMenuClick: () => void;
}

/**
 * SPEC §2: top bar with logo and exit button. Plain elements styled by index.html, as MUI's AppBar, Toolbar and
 * IconButton drew them: the shell paints before MUI is loaded.
 */
export function TopBar({ withMenuButton, onMenuClick }: Props) {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const name = [me?.forename, me?.lastname].filter(Boolean).join(' ') || me?.username;

  return (
    <header className="shell-bar">
      <div className="shell-toolbar">
        {withMenuButton ? (
          <button
            type="button"
            className="icon-button edge-start menu-button"
            onClick={onMenuClick}
            aria-label={t('shell.openMenu')}
          >
            <PlainIcon path={MENU} className="svg-icon" />
          </button>
        ) : null}
        <RouterLink to="/Dashboard/Main" className="shell-logo" aria-label={t('shell.logo')}>
          <Logo />
        </RouterLink>
        <div className="shell-grow" />
        {name ? (
          <p className="shell-user" data-testid="current-user">
            {name}
          </p>
        ) : null}
        <LanguageSwitch />
        {/* The browser's own tooltip (title): MUI's Tooltip would load Popper with every page's shell. */}
        <RouterLink to="/Logout" className="icon-button edge-end" aria-label={t('shell.exit')} title={t('shell.exit')}>
          <PlainIcon path={EXIT_TO_APP} className="svg-icon" />
        </RouterLink>
      </div>
    </header>
  );
}
