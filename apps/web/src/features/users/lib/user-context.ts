/** Route parameters of the user edit routes (SPEC §2). */
export interface UserRouteParams {
  companyId?: string;
  locationId?: string;
}

/** Where Abbrechen and Speichern return to: the list, or the network/location that opened the user. */
export function userBackPath({ companyId, locationId }: UserRouteParams): string {
  if (companyId && locationId) return `/Netzwerke/${companyId}/Standort/${locationId}`;
  if (companyId) return `/Netzwerke/${companyId}/4`;
  return '/Dashboard/Benutzer';
}
