export type DeviceTab = 'general' | 'preview' | 'playlist' | 'support';

/** SPEC §2 device tabs; Wartungsmanager only with the support right, and then it opens first. */
export function deviceTabs(canSupport: boolean): { tabs: DeviceTab[]; initial: DeviceTab } {
  const tabs: DeviceTab[] = ['general', 'preview', 'playlist'];
  if (!canSupport) return { tabs, initial: 'general' };
  return { tabs: [...tabs, 'support'], initial: 'support' };
}

/**
 * Where 'close' and 'Abbrechen' go without in-app history (link opened directly): a page the user may
 * see — the network's device tab (2) when opened from a network, else the device list, else 'Ihre Geräte'.
 */
export function deviceBackPath(companyId: string | undefined, can: { network: boolean; devices: boolean }): string {
  if (companyId && can.network) return `/Netzwerke/${encodeURIComponent(companyId)}/2`;
  return can.devices ? '/Dashboard/Geraete' : '/Dashboard/MainDevices';
}

/** The detail path prefix for neighbours (navigator), keeping the network context. */
export function deviceBasePath(companyId: string | undefined): string {
  return companyId ? `/Netzwerke/${encodeURIComponent(companyId)}/Geraete/` : '/Geraete/';
}
