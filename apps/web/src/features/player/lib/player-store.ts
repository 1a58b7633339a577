import type { PlayerResponse } from '@signage/shared';
import { browserStorage } from '../../../lib/browser-storage';

/** The last answer per device, so the player starts and keeps playing without the server. */
export interface StoredAnswer {
  etag: string;
  answer: PlayerResponse;
  /** Local time it was received (epoch ms). */
  receivedAt: number;
  /** serverTime minus local time when it was received: validity is judged on the server's clock. */
  clockOffset: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const storeKey = (deviceGuid: string) => `webPlayer:${deviceGuid.toLowerCase()}`;

/** A stored answer has an items list and a device; anything else is treated as nothing stored. */
export function isPlayerAnswer(value: unknown): value is PlayerResponse {
  if (!value || typeof value !== 'object') return false;
  const answer = value as Partial<PlayerResponse>;
  return Array.isArray(answer.items) && typeof answer.device === 'object' && answer.device !== null;
}

export function readStoredAnswer(deviceGuid: string, store: Store | null = browserStorage()): StoredAnswer | null {
  try {
    const raw = store?.getItem(storeKey(deviceGuid));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredAnswer>;
    if (typeof value.etag !== 'string' || !isPlayerAnswer(value.answer)) return null;
    return {
      etag: value.etag,
      answer: value.answer,
      receivedAt: typeof value.receivedAt === 'number' ? value.receivedAt : 0,
      clockOffset: typeof value.clockOffset === 'number' && Number.isFinite(value.clockOffset) ? value.clockOffset : 0,
    };
  } catch {
    return null;
  }
}

export function writeStoredAnswer(
  deviceGuid: string,
  stored: StoredAnswer,
  store: Store | null = browserStorage(),
): void {
  try {
    store?.setItem(storeKey(deviceGuid), JSON.stringify(stored));
  } catch {
    // Full storage: playing goes on from memory.
  }
}

export function clearStoredAnswer(deviceGuid: string, store: Store | null = browserStorage()): void {
  try {
    store?.removeItem(storeKey(deviceGuid));
  } catch {
    // Nothing to do.
  }
}

/** Normal poll every 30 s; after failures sooner at first (5, 10, 20 s), never slower than 30 s. */
export const POLL_INTERVAL_MS = 30_000;
export function nextPollDelay(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return POLL_INTERVAL_MS;
  return Math.min(POLL_INTERVAL_MS, 5000 * 2 ** (consecutiveFailures - 1));
}
