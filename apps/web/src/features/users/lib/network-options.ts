import type { Company } from '@signage/shared';

/** The fields of a company the network selector needs. */
export type CompanyOption = Pick<Company, 'guid' | 'name' | 'isMother' | 'guidParent'>;

export interface NetworkOption {
  guid: string;
  name: string;
  /** 0 = network, 1 = location under a network. */
  depth: 0 | 1;
  kind: 'network' | 'location';
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

/**
 * Networks sorted by name, each followed by its locations; locations without a known network
 * at the end. Within a network context only that network and its locations.
 */
export function networkOptions(companies: readonly CompanyOption[], contextNetwork?: string): NetworkOption[] {
  const networks = companies.filter((c) => c.isMother === 1).sort(byName);
  const locations = companies.filter((c) => c.isMother !== 1).sort(byName);
  const known = new Set(networks.map((n) => n.guid));
  const out: NetworkOption[] = [];
  for (const network of networks) {
    if (contextNetwork && network.guid !== contextNetwork) continue;
    out.push({ guid: network.guid, name: network.name, depth: 0, kind: 'network' });
    for (const location of locations.filter((l) => l.guidParent === network.guid)) {
      out.push({ guid: location.guid, name: location.name, depth: 1, kind: 'location' });
    }
  }
  if (!contextNetwork) {
    for (const location of locations.filter((l) => !l.guidParent || !known.has(l.guidParent))) {
      out.push({ guid: location.guid, name: location.name, depth: 0, kind: 'location' });
    }
  }
  return out;
}
