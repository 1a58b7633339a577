import type { Me } from '@signage/shared';
import { authCalls } from '@signage/shared/calls/auth';
import { callUrl } from '@signage/shared/calls/define';

/** A token from an ?authToken= link that arrived while another session was active (kept in memory only). */
let offered: string | null = null;
const listeners = new Set<() => void>();

export function offerLinkToken(token: string | null): void {
  offered = token;
  for (const listener of listeners) listener();
}

export const linkLogin = {
  get: (): string | null => offered,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(): void {
    offerLinkToken(null);
  },
};

/**
 * Who the link's token belongs to; null when the token is not (or no longer) valid. Asked with the link's token, not
 * the session's, so not through call().
 */
export async function userOfToken(token: string): Promise<Me | null> {
  const response = await fetch(callUrl(authCalls.me), { headers: { authorization: `Bearer ${token}` } });
  return response.ok ? ((await response.json()) as Me) : null;
}
