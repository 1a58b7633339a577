import { lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { useCredentials } from '../../../hooks/use-credentials';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { DEVICES, HUB, PEOPLE, PLACE, PLAYLIST_PLAY } from '../../../lib/icon-paths';
import { DashboardTile } from '../components/dashboard-tile';

// MUI only when the user approves offers: the dashboard's first paint stays without it.
const OfferApprovals = lazy(() => import('../components/offer-approvals'));

import { dashboardTiles, type TileKey } from '../dashboard-tiles';

const ICONS: Record<TileKey, ReactElement> = {
  networks: <PlainIcon path={HUB} className="svg-icon tile-icon" />,
  playlist: <PlainIcon path={PLAYLIST_PLAY} className="svg-icon tile-icon" />,
  devices: <PlainIcon path={DEVICES} className="svg-icon tile-icon" />,
  users: <PlainIcon path={PEOPLE} className="svg-icon tile-icon" />,
  myLocation: <PlainIcon path={PLACE} className="svg-icon tile-icon secondary" />,
};

/**
 * SPEC §2 /Dashboard and /Dashboard/Main: welcome line and tiles. Plain elements styled by index.html: the first page
 * after the sign-in paints without MUI.
 */
export function DashboardMainPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.dashboard'));
  const me = useCredentials().data;
  const tiles = dashboardTiles(me);
  const named = Boolean(me?.forename || me?.lastname);
  const forename = named ? (me?.forename ?? '') : (me?.username ?? '');

  return (
    <>
      <h1 className="dashboard-welcome" data-testid="welcome">
        {t('dashboard.welcome', { forename, lastname: me?.lastname ?? '' }).trim()}
      </h1>
      <div className="dashboard-tiles">
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
      </div>
      {me?.rights?.RIGHT_OFFER_APPROVE ? (
        <Suspense fallback={null}>
          <OfferApprovals />
        </Suspense>
      ) : null}
    </>
  );
}
