import DevicesIcon from '@mui/icons-material/Devices';
import HubIcon from '@mui/icons-material/Hub';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useCredentials } from '../../../hooks/use-credentials';
import { DashboardTile } from '../components/dashboard-tile';
import { dashboardTiles, type TileKey } from '../dashboard-tiles';

const ICON_SX = { fontSize: 40 } as const;
const ICONS: Record<TileKey, ReactElement> = {
  networks: <HubIcon color="primary" sx={ICON_SX} />,
  playlist: <PlaylistPlayIcon color="primary" sx={ICON_SX} />,
  devices: <DevicesIcon color="primary" sx={ICON_SX} />,
  users: <PeopleIcon color="primary" sx={ICON_SX} />,
  myLocation: <PlaceIcon color="secondary" sx={ICON_SX} />,
};

/** SPEC §2 /Dashboard and /Dashboard/Main: welcome line and tiles. */
export function DashboardMainPage() {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const tiles = dashboardTiles(me);
  const named = Boolean(me?.forename || me?.lastname);
  const forename = named ? (me?.forename ?? '') : (me?.username ?? '');

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }} data-testid="welcome">
        {t('dashboard.welcome', { forename, lastname: me?.lastname ?? '' }).trim()}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          <DashboardTile
            key={tile.key}
            to={tile.path}
            title={t(`dashboard.tiles.${tile.key}`)}
            hint={t(`dashboard.hints.${tile.key}`)}
            icon={ICONS[tile.key]}
            testId={tile.testId}
          />
        ))}
      </Box>
    </>
  );
}
