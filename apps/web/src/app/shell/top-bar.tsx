import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useCredentials } from '../../hooks/use-credentials';
import { Logo } from './logo';

interface Props {
  withMenuButton: boolean;
  onMenuClick: () => void;
}

/** SPEC §2: top bar with logo and exit button. */
export function TopBar({ withMenuButton, onMenuClick }: Props) {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const name = [me?.forename, me?.lastname].filter(Boolean).join(' ') || me?.username;

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        {withMenuButton ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenuClick}
            aria-label={t('shell.openMenu')}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <ButtonBase
          component={RouterLink}
          to="/Dashboard/Main"
          aria-label={t('shell.logo')}
          sx={{ borderRadius: 1, p: 0.5 }}
        >
          <Logo />
        </ButtonBase>
        <Box sx={{ flexGrow: 1 }} />
        {name ? (
          <Typography variant="body2" sx={{ mr: 2, display: { xs: 'none', md: 'block' } }} data-testid="current-user">
            {name}
          </Typography>
        ) : null}
        <LanguageSwitch />
        {/* The browser's own tooltip (title): MUI's Tooltip would load Popper with every page's shell (issue 18). */}
        <IconButton
          color="inherit"
          component={RouterLink}
          to="/Logout"
          aria-label={t('shell.exit')}
          title={t('shell.exit')}
          edge="end"
        >
          <ExitToAppIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
