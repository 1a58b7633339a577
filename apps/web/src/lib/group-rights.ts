import type { Right } from '@signage/shared';

export type RightGroupName = Right['groupName'];

/** SPEC §3 groups in display order. */
export const RIGHT_GROUPS: readonly RightGroupName[] = ['NETWORK', 'COMPONENT', 'DASHBOARD', 'OPERATOR'];

/** Rights grouped by groupName (every group present), each group sorted by guidRight. */
export function groupRights(rights: readonly Right[]): Array<{ group: RightGroupName; rights: Right[] }> {
  return RIGHT_GROUPS.map((group) => ({
    group,
    rights: rights.filter((right) => right.groupName === group).sort((a, b) => a.guidRight.localeCompare(b.guidRight)),
  }));
}

/** A copy with one right's allowed flag changed. */
export function setAllowed(rights: readonly Right[], rightGuid: string, allowed: 0 | 1): Right[] {
  return rights.map((right) => (right.guid === rightGuid ? { ...right, allowed } : right));
}

/** Where Abbrechen on a role returns to: the network's roles tab (5) or the roles list. */
export function roleBackPath(companyId?: string): string {
  return companyId ? `/Netzwerke/${companyId}/5` : '/Dashboard/Rollen';
}

/**
 * Mirrors the server's rule: global users edit every role, network users only their network's
 * roles (global roles they merely see).
 */
export function canEditRole(userGuidParent: string | null | undefined, role: { guidParent: string | null }): boolean {
  return userGuidParent === null || role.guidParent !== null;
}

/** Network users can only grant rights they hold themselves; switching off is always possible. */
export function canGrantRight(
  userGuidParent: string | null | undefined,
  userRights: Record<string, boolean> | null | undefined,
  right: Pick<Right, 'guidRight' | 'allowed'>,
): boolean {
  return userGuidParent === null || right.allowed === 1 || userRights?.[right.guidRight] === true;
}
