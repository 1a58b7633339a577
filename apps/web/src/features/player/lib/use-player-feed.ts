import { PLAYLIST_PATH, type PlayerResponse } from '@signage/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearStoredAnswer,
  isPlayerAnswer,
  nextPollDelay,
  readStoredAnswer,
  type StoredAnswer,
  writeStoredAnswer,
} from './player-store';
import { connectPush } from './push-connection';

export interface PlayerFeed {
  answer: PlayerResponse | null;
  /** serverTime minus local time of the last answer. */
  clockOffset: number;
  /** false while the server cannot be reached (the loop goes on from the stored answer). */
  online: boolean;
}

/** Storage the player reports as disk usage (bytes used and available to this origin), when known. */
async function diskUsage(): Promise<string> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate?.usage || !estimate.quota) return '';
    return `&diskUsageCurrent=${Math.floor(estimate.usage)}&diskUsageMax=${Math.floor(estimate.quota)}`;
  } catch {
    return '';
  }
}

/**
 * Polls GET /api/playlist?key={guid}&version=web-player like a screen: with If-None-Match (304 keeps
 * the loop), every 30 s, sooner after failures. Starts from and keeps the last answer in localStorage.
 * After the first answer it also holds the push stream (GET /api/push): on `changed` it polls at once.
 */
export function usePlayerFeed(deviceGuid: string): PlayerFeed & { pollNow: () => void } {
  const pollNowRef = useRef(() => {});
  const [feed, setFeed] = useState<PlayerFeed>(() => {
    const stored = readStoredAnswer(deviceGuid);
    return { answer: stored?.answer ?? null, clockOffset: stored?.clockOffset ?? 0, online: true };
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let etag = readStoredAnswer(deviceGuid)?.etag ?? null;
    let polling = false;
    // A poll asked for while one runs (the answer may predate what the caller knows changed): once more after it.
    let again = false;
    let stopPush: (() => void) | null = null;

    const poll = async () => {
      if (polling) {
        again = true;
        return;
      }
      polling = true;
      try {
        const query = `key=${encodeURIComponent(deviceGuid)}&version=web-player${await diskUsage()}`;
        const response = await fetch(`${PLAYLIST_PATH}?${query}`, {
          cache: 'no-store',
          headers: etag ? { 'If-None-Match': etag } : {},
        });
        if (response.status === 304) {
          failures = 0;
          setFeed((f) => (f.online ? f : { ...f, online: true }));
        } else if (response.status === 404) {
          // Archived or scrapped: the screen goes dark and forgets the loop.
          failures = 0;
          etag = null;
          clearStoredAnswer(deviceGuid);
          setFeed({ answer: null, clockOffset: 0, online: true });
        } else if (response.ok) {
          const body: unknown = await response.json();
          if (!isPlayerAnswer(body)) throw new Error('unexpected answer');
          failures = 0;
          etag = response.headers.get('etag') ?? body.etag;
          const stored: StoredAnswer = {
            etag,
            answer: body,
            receivedAt: Date.now(),
            clockOffset: body.serverTime - Date.now(),
          };
          writeStoredAnswer(deviceGuid, stored);
          setFeed({ answer: body, clockOffset: stored.clockOffset, online: true });
        } else {
          throw new Error(`HTTP ${response.status}`);
        }
      } catch {
        failures += 1;
        setFeed((f) => (f.online ? { ...f, online: false } : f));
      }
      polling = false;
      // The device exists once a poll was answered (the first one registers it): then the push stream can open.
      if (!stopped && failures === 0) stopPush ??= connectPush({ deviceKey: deviceGuid, onChanged: () => pollNow() });
      if (!stopped) timer = setTimeout(() => void poll(), again ? 0 : nextPollDelay(failures));
      again = false;
    };

    const pollNow = () => {
      clearTimeout(timer);
      void poll();
    };
    pollNowRef.current = pollNow;
    window.addEventListener('online', pollNow);
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopPush?.();
      window.removeEventListener('online', pollNow);
    };
  }, [deviceGuid]);

  const pollNow = useCallback(() => pollNowRef.current(), []);
  return { ...feed, pollNow };
}
