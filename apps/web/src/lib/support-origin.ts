/**
 * Router state that marks a device page opened from the support list (and its navigator steps): only
 * then does the device's support tab show 'n von m' over that list.
 */
export const FROM_SUPPORT_LIST = { from: 'supportList' } as const;

export function cameFromSupportList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { from?: unknown }).from === FROM_SUPPORT_LIST.from;
}
