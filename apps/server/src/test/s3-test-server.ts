import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real S3-compatible server for the tests: s3rver (npm) in a child process on 127.0.0.1, objects in a fresh
 * temporary folder. A child, not in-process: s3rver's ListObjectsV2 continuation tokens use DES, which Node's
 * OpenSSL 3 only offers with --openssl-legacy-provider. The child ends when this process does (stdin closes).
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Environment for the app: STORAGE_URL (with `prefix`) and s3rver's fixed credentials. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

const SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => process.stdout.write('PORT ' + port + '\\n'));
`;

export async function startS3TestServer(bucket = 'signage-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SCRIPT, directory, bucket], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3rver ended (${code}) before it listened:\n${out}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    async stop() {
      child.stdin?.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The address of a port nobody listens on: an S3 endpoint that is down. */
export async function closedEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
