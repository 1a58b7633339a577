import AppsIcon from '@mui/icons-material/Apps';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DevicesIcon from '@mui/icons-material/Devices';
import HubIcon from '@mui/icons-material/Hub';
import InsightsIcon from '@mui/icons-material/Insights';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import SecurityIcon from '@mui/icons-material/Security';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { lazy, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Deferred } from '../../components/deferred';
import { activeMenuKey, type MenuItem, type MenuKey } from './menu-items';

export const DRAWER_WIDTH = 240;

const ICONS: Record<MenuKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  networks: <HubIcon />,
  playlist: <PlaylistPlayIcon />,
  channels: <LiveTvIcon />,
  mediathek: <PhotoLibraryIcon />,
  devices: <DevicesIcon />,
  users: <PeopleIcon />,
  roles: <VerifiedUserIcon />,
  templates: <DescriptionIcon />,
  rights: <SecurityIcon />,
  apps: <AppsIcon />,
  media: <PermMediaIcon />,
  mails: <MailIcon />,
  support: <SupportAgentIcon />,
  reports: <InsightsIcon />,
  announcements: <CampaignIcon />,
  system: <SettingsIcon />,
};

interface Props {
  items: readonly MenuItem[];
  mobileOpen: boolean;
  onClose: () => void;
}

const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function MenuList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const active = activeMenuKey(useLocation().pathname, items);
  return (
    <List component="nav" aria-label={t('shell.navigation')}>
      {items.map((item) => (
        <ListItemButton
          key={item.key}
          component={RouterLink}
          to={item.path}
          selected={item.key === active}
          aria-current={item.key === active ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`menu-${item.key}`}
        >
          <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
          <ListItemText primary={t(`menu.${item.key}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}

/**
 * Permanent drawer from md up, a temporary one on small screens. The permanent one is what MUI's docked Drawer
 * renders (a fixed Paper with a border on the right), without the Drawer module: that brings Modal, Slide and the
 * focus trap into every signed-in first load (issue 18). The temporary drawer loads when first opened.
 */
export function NavDrawer({ items, mobileOpen, onClose }: Props) {
  return (
    <>
      <Deferred when={mobileOpen}>
        <MobileDrawer open={mobileOpen} onClose={onClose} width={DRAWER_WIDTH}>
          <MenuList items={items} onNavigate={onClose} />
        </MobileDrawer>
      </Deferred>
      <Box
        sx={{ display: { xs: 'none', md: 'block' }, width: DRAWER_WIDTH, flex: '0 0 auto', flexShrink: 0 }}
        data-testid="nav-drawer"
      >
        <Paper
          square
          elevation={0}
          sx={{
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            position: 'fixed',
            top: 0,
            left: 0,
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            overflowY: 'auto',
            outline: 0,
            zIndex: 'drawer',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          <Toolbar />
          <MenuList items={items} onNavigate={() => undefined} />
        </Paper>
      </Box>
    </>
  );
}
