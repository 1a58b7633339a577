// A small server-sent events client for tests of GET /api/push: real HTTP against a listening app.
import http from 'node:http';
import { waitFor } from './wait.js';

export interface PushClient {
  status: number;
  /** The parsed `data` of every event received so far. */
  messages: Array<{ type: string }>;
  /** Comment lines received (keep-alives). */
  comments: number;
  /** Resolves when the server (or close()) ended the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** Resolves once `count` messages have arrived. */
  received(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens `${base}/api/push?…`; resolves once the answer's headers are in (any status). */
export function openPush(base: string, query: string, headers: Record<string, string> = {}): Promise<PushClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/push?${query}`, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (res) => {
      let ended = false;
      let buffer = '';
      let endedResolve: () => void = () => {};
      const client: PushClient = {
        status: res.statusCode ?? 0,
        messages: [],
        comments: 0,
        ended: new Promise<void>((r) => {
          endedResolve = r;
        }),
        isEnded: () => ended,
        received: (count, timeoutMs = 10_000) =>
          waitFor(
            () => (client.messages.length >= count ? true : undefined),
            `${count} push messages (${client.messages.length} so far)`,
            timeoutMs,
            5,
          ).then(() => undefined),
        close: () => req.destroy(),
      };
      const finish = () => {
        ended = true;
        endedResolve();
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          for (const line of event.split('\n')) {
            if (line.startsWith(':')) client.comments++;
            else if (line.startsWith('data: ')) client.messages.push(JSON.parse(line.slice(6)) as { type: string });
          }
        }
      });
      res.on('end', finish);
      res.on('close', finish);
      resolve(client);
    });
  });
}

/** The app's address after listen(). */
export function baseOf(server: http.Server): string {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
