import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { LocalStorage } from '../../lib/storage.js';
import { multipartFile } from '../../test/multipart.js';
import { receiveUpload } from './receive.js';

/** receiveUpload on its own: the limit and the accepted kinds are parameters (stage picture: 64 MB, jpg/png). */
const root = mkdtempSync(join(tmpdir(), 'signage-receive-'));
const storage = new LocalStorage(root);
let app: FastifyInstance;
const LIMIT = 4096;

beforeAll(async () => {
  app = Fastify();
  await app.register(multipart);
  app.setErrorHandler((err, _req, reply) => {
    const status = err instanceof AppError ? err.statusCode : 500;
    reply.code(status).send({ message: err instanceof Error ? err.message : String(err) });
  });
  let n = 0;
  app.post('/up', async (req, reply) => {
    const file = await receiveUpload(req, reply, {
      storage,
      tempKey: `tmp/${n++}.part`,
      maxBytes: LIMIT,
      kinds: ['jpg', 'png'],
      typeMessage: 'Dateitype nicht erlaubt.  Erlaubt sind (jpg;png)',
    });
    return file;
  });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (name: string, content: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/up',
    ...multipartFile(name, content),
  });
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size - 8, 1)]);

describe('receiveUpload', () => {
  it('stores exactly the limit, with size and md5 computed on the way', async () => {
    const content = png(LIMIT);
    const res = await post('bild.png', content);
    expect(res.statusCode).toBe(200);
    const file = res.json();
    expect(file).toMatchObject({ kind: 'png', originalName: 'bild.png', size: LIMIT });
    expect(file.md5).toBe(createHash('md5').update(content).digest('hex'));
    expect(readFileSync(join(root, file.tempKey)).equals(content)).toBe(true);
  });

  it('refuses one byte more (413) and other kinds with the given text (415), leaving no temp file', async () => {
    const before = readdirSync(join(root, 'tmp')).length;
    const big = await post('bild.png', png(LIMIT + 1));
    expect(big.statusCode).toBe(413);
    expect(big.headers.connection).toBe('close');
    const video = await post('film.mp4', Buffer.from('00000018667479706d703432', 'hex'));
    expect(video.statusCode).toBe(415);
    expect(video.json().message).toBe('Dateitype nicht erlaubt.  Erlaubt sind (jpg;png)');
    const fake = await post('bild.jpg', png(100));
    expect(fake.statusCode).toBe(415);
    expect(readdirSync(join(root, 'tmp')).length).toBe(before);
  });
});
