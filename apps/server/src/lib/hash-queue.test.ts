import { describe, expect, it } from 'vitest';
import { HashQueue, HashRefused, type HashTicket } from './hash-queue.js';

/** A task that runs until the test lets it end; records the order tasks start in. */
function tasks() {
  const started: string[] = [];
  const ends = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      ends.set(name, () => resolve(name));
    });
  const end = async (name: string) => {
    ends.get(name)?.();
    // let the queue start the next one (promise callbacks)
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, task, end };
}

const open = (address: string, rank = 0): HashTicket => ({ address, lane: 'open', rank, user: `u-${address}` });
const known = (user: string, address = 'k'): HashTicket => ({ address, lane: 'known', rank: 0, user });

/** Settles to the answer, or to the refusal's status code. */
const outcome = (p: Promise<string>) =>
  p.then(
    (v) => v,
    (e: unknown) => (e instanceof HashRefused ? e.statusCode : 'error'),
  );

describe('HashQueue', () => {
  it("runs `concurrency` at once and serves the known lane (the server's own calls first) before the open one", async () => {
    const q = new HashQueue(1, 4);
    const t = tasks();
    const results = [
      q.run(open('1'), t.task('open-1')),
      q.run(open('2'), t.task('open-2')),
      q.run(open('3'), t.task('open-3')),
      q.run(known('anna'), t.task('known-anna')),
      q.run(undefined, t.task('intern')),
    ].map(outcome);
    expect(t.started).toEqual(['open-1']);
    for (const name of ['open-1', 'intern', 'known-anna', 'open-2', 'open-3']) {
      expect(t.started.at(-1)).toBe(name);
      await t.end(name);
    }
    expect(t.started).toEqual(['open-1', 'intern', 'known-anna', 'open-2', 'open-3']);
    expect(await Promise.all(results)).toEqual(['open-1', 'open-2', 'open-3', 'known-anna', 'intern']);
  });

  it('lets one hash per address wait or run in the open lane, refusing a second at once (429)', async () => {
    const q = new HashQueue(1, 4);
    const t = tasks();
    const first = outcome(q.run(open('10.0.0.1'), t.task('a')));
    expect(q.refusal(open('10.0.0.1'))?.statusCode).toBe(429);
    expect(q.refusal(open('10.0.0.2'))).toBeNull();
    const second = outcome(q.run(open('10.0.0.1'), t.task('b')));
    expect(await second).toBe(429);
    await t.end('a');
    expect(await first).toBe('a');
    // once the first is done the address may ask again
    const third = outcome(q.run(open('10.0.0.1'), t.task('c')));
    await t.end('c');
    expect(await third).toBe('c');
  });

  it('when the open lane is full, one with fewer failures pushes out the one with the most (503); equals wait in turn', async () => {
    const q = new HashQueue(1, 2);
    const t = tasks();
    const running = outcome(q.run(open('r', 9), t.task('r')));
    const many = outcome(q.run(open('a', 7), t.task('a')));
    const some = outcome(q.run(open('b', 3), t.task('b')));
    expect(q.refusal(open('c', 7))?.statusCode).toBe(503);
    expect(q.refusal(open('d', 6))).toBeNull();
    expect(await outcome(q.run(open('c', 7), t.task('c')))).toBe(503);
    const fresh = outcome(q.run(open('d', 0), t.task('d')));
    expect(await many).toBe(503);
    // the pushed-out address may queue again (its entry is gone)
    expect(await outcome(q.run(open('a', 8), t.task('a2')))).toBe(503);
    for (const name of ['r', 'd', 'b']) await t.end(name);
    expect(t.started).toEqual(['r', 'd', 'b']);
    expect(await Promise.all([running, some, fresh])).toEqual(['r', 'b', 'd']);
  });

  it('gives one user one place in the known lane; a second browser of the same user queues in the open lane', async () => {
    const q = new HashQueue(1, 2);
    const t = tasks();
    const blocker = outcome(q.run(open('x'), t.task('x')));
    const first = outcome(q.run(known('mallory', '1.1.1.1'), t.task('m1')));
    const second = outcome(q.run(known('mallory', '2.2.2.2'), t.task('m2')));
    const anna = outcome(q.run(known('anna'), t.task('anna')));
    for (const name of ['x', 'm1', 'anna', 'm2']) await t.end(name);
    expect(t.started).toEqual(['x', 'm1', 'anna', 'm2']);
    expect(await Promise.all([blocker, first, second, anna])).toEqual(['x', 'm1', 'm2', 'anna']);
  });
});
