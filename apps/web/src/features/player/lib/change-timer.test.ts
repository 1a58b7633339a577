import { describe, expect, it } from 'vitest';
import { MAX_WAIT_MS, type TimerClock, watchChanges } from './change-timer';

/**
 * A clock the test moves. Timers run on elapsed time, the wall clock may also be set (`jump`), as a
 * screen's clock is corrected or a device wakes from sleep: timers then still fire by the time elapsed.
 */
function manualClock() {
  let elapsed = 0;
  let wallOffset = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: TimerClock = {
    now: () => elapsed + wallOffset,
    setTimeout: (run, ms) => {
      const id = next++;
      timers.set(id, { at: elapsed + ms, run });
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  /** Lets time pass until the wall clock shows `to`, firing every timer due on the way in order. */
  const advance = (to: number) => {
    const end = to - wallOffset;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      elapsed = due[1].at;
      due[1].run();
    }
    elapsed = end;
  };
  /** Sets the wall clock to `to` without time passing. */
  const jump = (to: number) => {
    wallOffset = to - elapsed;
  };
  return { clock, advance, jump, pending: () => timers.size };
}

const H = 3_600_000;

describe('timer of the next change', () => {
  it('fires at the named instant and then waits for the next one', () => {
    const { clock, advance } = manualClock();
    const changes = [2 * H, 5 * H];
    const fired: number[] = [];
    watchChanges(
      clock,
      (now) => changes.find((c) => c > now) ?? null,
      () => fired.push(clock.now()),
    );
    advance(2 * H - 1);
    expect(fired).toEqual([]);
    advance(2 * H);
    expect(fired).toEqual([2 * H]);
    advance(10 * H);
    expect(fired).toEqual([2 * H, 5 * H]);
  });

  it('never waits longer than MAX_WAIT_MS, so a clock that jumped is noticed within that time', () => {
    const { clock, advance, jump } = manualClock();
    const fired: number[] = [];
    watchChanges(
      clock,
      (now) => (now < 3 * H ? 3 * H : null),
      () => fired.push(clock.now()),
    );
    jump(4 * H);
    expect(fired).toEqual([]);
    advance(4 * H + MAX_WAIT_MS);
    expect(fired).toEqual([4 * H + MAX_WAIT_MS]);
  });

  it('checks again without a change ahead, never fires for an instant not after now, and stops', () => {
    const { clock, advance, pending } = manualClock();
    let fired = 0;
    const stop = watchChanges(
      clock,
      () => 0,
      () => fired++,
    );
    advance(10 * MAX_WAIT_MS);
    expect(fired).toBe(0);
    expect(pending()).toBe(1);
    stop();
    expect(pending()).toBe(0);
  });
});
