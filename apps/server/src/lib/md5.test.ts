import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { md5OfStream, startMd5, stopMd5Thread } from './md5.js';

const reference = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

async function hashInChunks(data: Buffer, cuts: number[]) {
  const md5 = startMd5();
  let from = 0;
  for (const to of [...cuts, data.length]) {
    await md5.update(data.subarray(from, to));
    from = to;
  }
  return md5.digest();
}

describe('MD5 on the hashing thread', () => {
  it('equals the MD5 of the whole, however the bytes are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 * 1024 * 1024 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
        async (size, fractions) => {
          const data = randomBytes(size);
          const cuts = fractions.map((f) => Math.floor(f * size)).sort((a, b) => a - b);
          expect(await hashInChunks(data, cuts)).toBe(reference(data));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps sessions apart when they interleave', async () => {
    const files = [randomBytes(2_500_000), randomBytes(10), randomBytes(1_048_576)];
    const sessions = files.map(() => startMd5());
    for (let offset = 0; offset < 2_500_000; offset += 300_000) {
      await Promise.all(sessions.map((s, i) => s.update(files[i].subarray(offset, offset + 300_000))));
    }
    expect(await Promise.all(sessions.map((s) => s.digest()))).toEqual(files.map(reference));
  });

  it('holds the writer back instead of queueing the file: at most four 1 MB buffers per session', async () => {
    const md5 = startMd5();
    const chunk = randomBytes(1024 * 1024);
    // Four buffers are taken without waiting; the fifth must wait until the thread gives one back.
    for (let i = 0; i < 4; i++) expect(md5.update(chunk)).toBeUndefined();
    const fifth = md5.update(chunk);
    expect(fifth).toBeInstanceOf(Promise);
    await fifth;
    expect(await md5.digest()).toBe(reference(Buffer.concat(Array(5).fill(chunk))));
  });

  it('does not copy the caller’s chunk late: the chunk may be reused right after update', async () => {
    const md5 = startMd5();
    const chunk = Buffer.alloc(1000, 1);
    await md5.update(chunk);
    chunk.fill(2);
    await md5.update(chunk);
    expect(await md5.digest()).toBe(reference(Buffer.concat([Buffer.alloc(1000, 1), Buffer.alloc(1000, 2)])));
  });

  it('an aborted session gives no digest; the thread goes on serving others', async () => {
    const aborted = startMd5();
    await aborted.update(randomBytes(100));
    aborted.abort();
    await expect(aborted.digest()).rejects.toThrow(/aborted/);
    const data = randomBytes(5000);
    expect(await md5OfStream(Readable.from([data]))).toBe(reference(data));
  });

  it('sessions in progress fail when the thread stops; the next session starts it again', async () => {
    const running = startMd5();
    await running.update(randomBytes(100));
    await stopMd5Thread();
    await expect(running.digest()).rejects.toThrow();
    const data = randomBytes(3000);
    expect(await hashInChunks(data, [1000])).toBe(reference(data));
  });

  it('md5OfStream passes on the stream’s error', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('Lesefehler'));
      },
    });
    await expect(md5OfStream(failing)).rejects.toThrow('Lesefehler');
  });
});
