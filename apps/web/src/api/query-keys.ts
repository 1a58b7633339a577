/**
 * The shape every resource's query keys share: [resource], [resource, 'list', filter],
 * [resource, 'detail', guid]. Each resource module builds its factory from it (companyKeys, …),
 * so a key is written in one place and never gets a second fetcher.
 */
export function resourceKeys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: <F>(filter: F) => [resource, 'list', filter] as const,
    details: () => [resource, 'detail'] as const,
    detail: (guid: string) => [resource, 'detail', guid] as const,
  };
}
