import { hasOwnRight, type RightMap } from '@signage/shared';

export type NetworkTabKey =
  | 'stammdaten'
  | 'playlist'
  | 'devices'
  | 'locations'
  | 'users'
  | 'roles'
  | 'media'
  | 'comments'
  | 'import';

export interface NetworkTab {
  /** The tabId of /Netzwerke/{companyId}/{tabId} (SPEC §2). */
  index: number;
  key: NetworkTabKey;
  /** The tab right; its _OWN variant allows the tab in the user's own network. */
  right: string;
  /** Hidden for organiser networks (typ 1). */
  hiddenForOrganiser: boolean;
}

const tab = (index: number, key: NetworkTabKey, name: string, hiddenForOrganiser = false): NetworkTab => ({
  index,
  key,
  right: `RIGHT_NETWORK_TAB_${name}`,
  hiddenForOrganiser,
});

/** SPEC §2: Stammdaten (0) … Import (8); Standorte and Import hidden for organiser networks. */
export const NETWORK_TABS: readonly NetworkTab[] = [
  tab(0, 'stammdaten', 'STAMMDATA'),
  tab(1, 'playlist', 'PLAYLIST'),
  tab(2, 'devices', 'DEVICES'),
  tab(3, 'locations', 'LOCATIONS', true),
  tab(4, 'users', 'USER'),
  tab(5, 'roles', 'ROLE'),
  tab(6, 'media', 'MEDIA'),
  tab(7, 'comments', 'COMMENTS'),
  tab(8, 'import', 'IMPORT', true),
];

/** The location detail's tabs (SPEC §2), gated by the same tab rights of the location's network. */
export const LOCATION_TABS: readonly NetworkTab[] = [
  NETWORK_TABS[0],
  NETWORK_TABS[7],
  NETWORK_TABS[4],
  NETWORK_TABS[1],
  NETWORK_TABS[2],
  NETWORK_TABS[3],
];

export interface TabContext {
  rights: RightMap | null | undefined;
  /** The signed-in user's network (Me.networkGuid). */
  myNetwork: string | null | undefined;
  /** The network the tabs belong to (the network itself, or a location's network). */
  network: string | null;
  organiser: boolean;
}

/** The tabs the user sees: the tab right for every network, or its _OWN variant in the own network. */
export function visibleTabs(tabs: readonly NetworkTab[], ctx: TabContext): NetworkTab[] {
  return tabs.filter(
    (t) => !(ctx.organiser && t.hiddenForOrganiser) && hasOwnRight(ctx.rights, t.right, ctx.myNetwork, ctx.network),
  );
}

/**
 * The tab a URL's tabId selects: the visible tab with that index, else the first visible tab
 * (and `canonical` false, so the page rewrites the URL). null when no tab is visible.
 */
export function selectTab(
  visible: readonly NetworkTab[],
  tabId: string | undefined,
): { tab: NetworkTab | null; canonical: boolean } {
  const wanted = tabId !== undefined && /^\d+$/.test(tabId) ? Number(tabId) : null;
  const match = visible.find((t) => t.index === wanted);
  if (match) return { tab: match, canonical: true };
  return { tab: visible[0] ?? null, canonical: false };
}
