/** Links of the network and location screens (SPEC §2 routes). */

export const networkTabPath = (network: string, tabIndex: number) => `/Netzwerke/${network}/${tabIndex}`;

export const locationPath = (network: string | null, location: string) =>
  network ? `/Netzwerke/${network}/Standort/${location}` : `/Standort/${location}`;

/** The user edit route that returns to the network's Benutzer tab or to the location. */
export function userPath(context: { network: string | null; location?: string }, user: string): string {
  if (context.network && context.location)
    return `/Netzwerke/${context.network}/Standort/${context.location}/Benutzer/${user}`;
  if (context.network) return `/Netzwerke/${context.network}/Benutzer/${user}`;
  return `/Benutzer/${user}`;
}

export const rolePath = (network: string | null, role: string) =>
  network ? `/Netzwerke/${network}/Rollen/${role}` : `/Rollen/${role}`;

export const playlistPath = (network: string | null, playlist: string) =>
  network ? `/Netzwerke/${network}/Playlist/${playlist}` : `/Playlist/${playlist}`;

export const devicePath = (network: string | null, device: string) =>
  network ? `/Netzwerke/${network}/Geraete/${device}` : `/Geraete/${device}`;

/** Where a location's close button goes without history: its network's Standorte tab, or the list. */
export const locationCloseTarget = (network: string | null) =>
  network ? networkTabPath(network, 3) : '/Dashboard/Netzwerke';
