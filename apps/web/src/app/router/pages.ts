import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import type { PageKey } from './route-table';
import {
  loadDashboardMain,
  loadLogin,
  loadRequireAuth,
  loadShell,
  loadThemedLayout,
  type StartLoader,
} from './start-pages';

/**
 * The start pages' parts (RequireAuth, the shell, /Dashboard/Main): like `lazy`, but once src/early.ts has fetched the
 * chunk, drawn at once instead of after a suspended pass and a fallback (each pass is a task before the welcome
 * heading, and an idle moment in which the shell would start loading MUI).
 */
function startPart<M, P extends object>(load: StartLoader<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function StartPart(props: P) {
    const module = load.loaded();
    return createElement(module ? pick(module) : Lazy, props);
  };
}

/** Devices, stage preview, web player, 'Mein Standort'. */
const DEVICE_PAGES = {
  devicesList: lazy(() =>
    import('../../features/devices/pages/devices-list-page').then((m) => ({ default: m.DevicesListPage })),
  ),
  deviceDetail: lazy(() =>
    import('../../features/devices/pages/device-detail-page').then((m) => ({ default: m.DeviceDetailPage })),
  ),
  stagePreview: lazy(() =>
    import('../../features/preview/pages/stage-preview-page').then((m) => ({ default: m.StagePreviewPage })),
  ),
  webPlayer: lazy(() =>
    import('../../features/player/pages/web-player-page').then((m) => ({ default: m.WebPlayerPage })),
  ),
  newScreen: lazy(() =>
    import('../../features/player/pages/new-screen-page').then((m) => ({ default: m.NewScreenPage })),
  ),
  mainLocation: lazy(() =>
    import('../../features/my-location/pages/main-location-page').then((m) => ({ default: m.MainLocationPage })),
  ),
  mainDevices: lazy(() =>
    import('../../features/my-location/pages/main-devices-page').then((m) => ({ default: m.MainDevicesPage })),
  ),
  unknownDevices: lazy(() =>
    import('../../features/devices/pages/unknown-devices-page').then((m) => ({ default: m.UnknownDevicesPage })),
  ),
};

/** Support console, mails, app versions, templates, system. */
const SUPPORT_PAGES = {
  support: lazy(() => import('../../features/support/pages/support-page').then((m) => ({ default: m.SupportPage }))),
  /** The tour operators' portal (no staff menu). */
  operatorPortal: lazy(() =>
    import('../../features/reports/pages/operator-portal-page').then((m) => ({ default: m.OperatorPortalPage })),
  ),
  /** The administrators' tour operators. */
  operators: lazy(() =>
    import('../../features/operators/pages/operators-page').then((m) => ({ default: m.OperatorsPage })),
  ),
  /** A network's or location's consents for tour operators and their accesses. */
  operatorConsents: lazy(() =>
    import('../../features/operators/pages/operator-consents-page').then((m) => ({
      default: m.OperatorConsentsPage,
    })),
  ),
  /** Proof-of-play reports. */
  reports: lazy(() => import('../../features/reports/pages/reports-page').then((m) => ({ default: m.ReportsPage }))),
  /** Announcements on the screens. */
  announcements: lazy(() =>
    import('../../features/announcements/pages/announcements-page').then((m) => ({ default: m.AnnouncementsPage })),
  ),
  mailsList: lazy(() => import('../../features/mails/pages/mails-page').then((m) => ({ default: m.MailsPage }))),
  mailEdit: lazy(() => import('../../features/mails/pages/mail-edit-page').then((m) => ({ default: m.MailEditPage }))),
  appsList: lazy(() => import('../../features/apps/pages/apps-list-page').then((m) => ({ default: m.AppsListPage }))),
  appEdit: lazy(() => import('../../features/apps/pages/app-edit-page').then((m) => ({ default: m.AppEditPage }))),
  templatesList: lazy(() =>
    import('../../features/templates/pages/templates-list-page').then((m) => ({ default: m.TemplatesListPage })),
  ),
  templateEdit: lazy(() =>
    import('../../features/templates/pages/template-edit-page').then((m) => ({ default: m.TemplateEditPage })),
  ),
  system: lazy(() => import('../../features/system/pages/system-page').then((m) => ({ default: m.SystemPage }))),
};

/** Playlists, channels, Mediathek, media. */
const PLAYLIST_PAGES = {
  playlistsList: lazy(() =>
    import('../../features/playlists/pages/playlists-list-page').then((m) => ({ default: m.PlaylistsListPage })),
  ),
  playlistEdit: lazy(() =>
    import('../../features/playlists/pages/playlist-edit-page').then((m) => ({ default: m.PlaylistEditPage })),
  ),
  playlistItems: lazy(() =>
    import('../../features/playlists/pages/playlist-items-page').then((m) => ({ default: m.PlaylistItemsPage })),
  ),
  channels: lazy(() =>
    import('../../features/channels/pages/channels-page').then((m) => ({ default: m.ChannelsPage })),
  ),
  mediathek: lazy(() =>
    import('../../features/channels/pages/mediathek-page').then((m) => ({ default: m.MediathekPage })),
  ),
  media: lazy(() => import('../../features/media/pages/media-page').then((m) => ({ default: m.MediaPage }))),
};

/** The offer tool (standard and BOSIS) and the offer check, public pages. */
const OFFER_PAGES = {
  offerTool: lazy(() =>
    import('../../features/offers/pages/offer-tool-page').then((m) => ({ default: m.OfferToolPage })),
  ),
  offerToolBosis: lazy(() =>
    import('../../features/offers/pages/offer-tool-page').then((m) => ({ default: m.OfferToolBosisPage })),
  ),
  offerCheck: lazy(() =>
    import('../../features/offers/pages/offer-check-page').then((m) => ({ default: m.OfferCheckPage })),
  ),
};

/** The hotel viewer (public with the offer code, or signed in with the hotel viewer right). */
const HOTEL_PAGES = {
  hotelSearch: lazy(() =>
    import('../../features/hotels/pages/hotel-search-page').then((m) => ({ default: m.HotelSearchPage })),
  ),
  giataSearch: lazy(() =>
    import('../../features/hotels/pages/giata-search-page').then((m) => ({ default: m.GiataSearchPage })),
  ),
  giataHotel: lazy(() =>
    import('../../features/hotels/pages/giata-hotel-page').then((m) => ({ default: m.GiataHotelPage })),
  ),
};

/** Route-level code splitting: every page is its own chunk. */
export const PAGES: Record<PageKey, LazyExoticComponent<ComponentType> | ComponentType> = {
  ...PLAYLIST_PAGES,
  ...SUPPORT_PAGES,
  ...DEVICE_PAGES,
  ...OFFER_PAGES,
  ...HOTEL_PAGES,
  dashboardMain: startPart(loadDashboardMain, (m) => m.DashboardMainPage),
  usersList: lazy(() =>
    import('../../features/users/pages/users-list-page').then((m) => ({ default: m.UsersListPage })),
  ),
  userEdit: lazy(() => import('../../features/users/pages/user-edit-page').then((m) => ({ default: m.UserEditPage }))),
  rolesList: lazy(() =>
    import('../../features/roles/pages/roles-list-page').then((m) => ({ default: m.RolesListPage })),
  ),
  roleEdit: lazy(() => import('../../features/roles/pages/role-edit-page').then((m) => ({ default: m.RoleEditPage }))),
  rightsList: lazy(() =>
    import('../../features/rights/pages/rights-list-page').then((m) => ({ default: m.RightsListPage })),
  ),
  rightNew: lazy(() => import('../../features/rights/pages/right-new-page').then((m) => ({ default: m.RightNewPage }))),
  rightEdit: lazy(() =>
    import('../../features/rights/pages/right-edit-page').then((m) => ({ default: m.RightEditPage })),
  ),
  networksList: lazy(() =>
    import('../../features/networks/pages/networks-list-page').then((m) => ({ default: m.NetworksListPage })),
  ),
  network: lazy(() => import('../../features/networks/pages/network-page').then((m) => ({ default: m.NetworkPage }))),
  location: lazy(() =>
    import('../../features/networks/pages/location-page').then((m) => ({ default: m.LocationPage })),
  ),
};

export const LoginPage = lazy(() => loadLogin().then((m) => ({ default: m.LoginPage })));
export const LogoutPage = lazy(() =>
  import('../../features/auth/pages/logout-page').then((m) => ({ default: m.LogoutPage })),
);
export const ThemedLayout = lazy(() => loadThemedLayout().then((m) => ({ default: m.ThemedLayout })));
export const RequireAuth = startPart(loadRequireAuth, (m) => m.RequireAuth);
export const DashboardShell = startPart(loadShell, (m) => m.DashboardShell);
export const ComingSoonPage = lazy(() =>
  import('../../components/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
export const NotFoundPage = lazy(() =>
  import('../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
