export interface NetworkChoice {
  guid: string;
  name: string;
  city: string | null;
  typ: number;
}

/** Networks by name, matching the search in name or city; organisers left out where they cannot take locations. */
export function networkChoices<T extends NetworkChoice>(
  networks: readonly T[],
  search: string,
  options: { excludeOrganisers?: boolean; excludeGuid?: string | null } = {},
): T[] {
  const needle = search.trim().toLocaleLowerCase('de');
  return networks
    .filter((n) => !(options.excludeOrganisers && n.typ === 1))
    .filter((n) => n.guid !== options.excludeGuid)
    .filter((n) => !needle || `${n.name} ${n.city ?? ''}`.toLocaleLowerCase('de').includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
