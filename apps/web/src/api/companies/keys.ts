import { resourceKeys } from '../query-keys';

/** The query keys of the companies resource (networks and locations); one fetcher per key. */
export const companyKeys = {
  ...resourceKeys('companies'),
  deletionImpact: (guid: string | null) => ['companies', 'deletion-impact', guid] as const,
  devices: (guid: string) => ['companies', guid, 'devices'] as const,
  playlists: (guid: string) => ['companies', guid, 'playlists'] as const,
  media: (guid: string) => ['companies', guid, 'media'] as const,
  allOpeningHours: () => ['companies', 'opening-hours'] as const,
  openingHours: (guid: string) => ['companies', 'opening-hours', guid] as const,
};
