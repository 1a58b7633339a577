import type { Clock } from '../lib/clock.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = Date.parse('2026-06-01T10:00:00Z')) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}
