import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshQueries } from './refresh-queries';

/** A list whose first fetch reads the server state, then answers after a delay. */
function observedList(client: QueryClient, server: { files: string[] }) {
  const observer = new QueryObserver(client, {
    queryKey: ['files'],
    queryFn: async () => {
      const read = [...server.files];
      await new Promise((resolve) => setTimeout(resolve, 20));
      return read;
    },
  });
  return observer.subscribe(() => {});
}

describe('refreshQueries', () => {
  it('does not keep the answer of a first fetch that read before the write', async () => {
    const client = new QueryClient();
    const server = { files: ['a.ttf'] };
    const stop = observedList(client, server);
    server.files.push('hinweis.txt');
    await refreshQueries(client, [['files']]);
    expect(client.getQueryData(['files'])).toEqual(['a.ttf', 'hinweis.txt']);
    stop();
  });

  it('refetches a query that already has data', async () => {
    const client = new QueryClient();
    const server = { files: ['a.ttf'] };
    const stop = observedList(client, server);
    await client.getQueryCache().find({ queryKey: ['files'] })?.promise;
    server.files.push('b.png');
    await refreshQueries(client, [['files']]);
    expect(client.getQueryData(['files'])).toEqual(['a.ttf', 'b.png']);
    stop();
  });
});
