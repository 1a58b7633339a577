import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHttpServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Paths (with query) requested so far. */
  requests: string[];
  close(): Promise<void>;
}

/** A real HTTP server on a free local port, answering with `handle`; records every request. */
export async function startHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
): Promise<TestHttpServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    Promise.resolve(handle(req, res)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
