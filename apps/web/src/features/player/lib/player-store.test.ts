import type { PlayerResponse } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { clearStoredAnswer, nextPollDelay, readStoredAnswer, storeKey, writeStoredAnswer } from './player-store';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const GUID = '7C81903E-93D0-478A-ABD4-B498B4FC0593';
const answer = {
  serverTime: 1,
  etag: '"a"',
  device: { guid: GUID },
  playlist: null,
  items: [],
} as unknown as PlayerResponse;

describe('web player store', () => {
  it('keeps the last answer per device', () => {
    const store = memoryStore();
    writeStoredAnswer(GUID, { etag: '"a"', answer, receivedAt: 5, clockOffset: -3 }, store);
    expect([...store.data.keys()]).toEqual([storeKey(GUID.toLowerCase())]);
    expect(readStoredAnswer(GUID, store)).toEqual({ etag: '"a"', answer, receivedAt: 5, clockOffset: -3 });
    clearStoredAnswer(GUID, store);
    expect(readStoredAnswer(GUID, store)).toBeNull();
  });

  it('ignores broken or foreign data', () => {
    const store = memoryStore();
    store.setItem(storeKey(GUID), '{kaputt');
    expect(readStoredAnswer(GUID, store)).toBeNull();
    store.setItem(storeKey(GUID), JSON.stringify({ etag: '"a"', answer: { items: 'nein' } }));
    expect(readStoredAnswer(GUID, store)).toBeNull();
    expect(readStoredAnswer(GUID, null)).toBeNull();
  });

  it('polls every 30 s and retries sooner after failures', () => {
    expect(nextPollDelay(0)).toBe(30_000);
    expect([1, 2, 3, 4, 9].map(nextPollDelay)).toEqual([5000, 10_000, 20_000, 30_000, 30_000]);
  });
});
