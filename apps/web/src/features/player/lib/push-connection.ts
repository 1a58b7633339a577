import { PUSH_PATH, PUSH_SECRET_PARAM, parsePushMessage } from '@signage/shared';

/** Reconnect delays after failures: 1 s, doubling, at most this long. */
export const PUSH_RETRY_MIN_MS = 1000;
export const PUSH_RETRY_MAX_MS = 60_000;

export function nextPushDelay(consecutiveFailures: number): number {
  return Math.min(PUSH_RETRY_MAX_MS, PUSH_RETRY_MIN_MS * 2 ** Math.max(0, consecutiveFailures - 1));
}

/** The part of the browser's EventSource the connection uses. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface PushOptions {
  deviceKey: string;
  /** The device secret where the network requires one (sent as a query parameter: EventSource has no headers). */
  secret?: string | null;
  /** The server told that something this screen plays changed: poll now. */
  onChanged: () => void;
  /** Defaults to the browser's EventSource (none: no push, the 30 s poll alone). */
  open?: (url: string) => EventSourceLike;
  base?: string;
}

export const pushUrl = (deviceKey: string, secret?: string | null, base = '') =>
  `${base}${PUSH_PATH}?key=${encodeURIComponent(deviceKey)}${
    secret ? `&${PUSH_SECRET_PARAM}=${encodeURIComponent(secret)}` : ''
  }`;

const browserEventSource = (url: string): EventSourceLike | null =>
  typeof EventSource === 'function' ? new EventSource(url) : null;

/**
 * One push stream (GET /api/push, server-sent events) beside the poll: `changed` calls onChanged. A failed or lost
 * stream is opened again after 1, 2, 4 … 60 s (never the browser's own fixed retry); after a reconnect onChanged runs
 * once, as messages sent while it was down are lost. Unknown message types are ignored. Returns stop().
 */
export function connectPush(options: PushOptions): () => void {
  const open = options.open ?? browserEventSource;
  const url = pushUrl(options.deviceKey, options.secret, options.base);
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let wasOpen = false;
  let stopped = false;

  const connect = () => {
    timer = undefined;
    if (stopped) return;
    const current = open(url);
    if (!current) return;
    source = current;
    current.onopen = () => {
      // A stream that was lost, or failed at first, may have missed messages: poll once.
      const missed = wasOpen || failures > 0;
      failures = 0;
      wasOpen = true;
      if (missed) options.onChanged();
    };
    current.onmessage = (event) => {
      if (parsePushMessage(event.data)?.type === 'changed') options.onChanged();
    };
    current.onerror = () => {
      current.close();
      if (source !== current || stopped) return;
      source = null;
      failures += 1;
      timer = setTimeout(connect, nextPushDelay(failures));
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
}
