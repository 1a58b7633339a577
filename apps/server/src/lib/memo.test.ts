import { describe, expect, it } from 'vitest';
import { memoKey, memoTable } from './memo.js';

describe('memoTable', () => {
  it('makes each key once per table, and each table its own', () => {
    const key = memoKey<{ n: number }>('counter');
    const other = memoKey<{ n: number }>('counter');
    let made = 0;
    const make = () => ({ n: ++made });
    const memo = memoTable();
    const first = memo(key, make);
    expect(memo(key, make)).toBe(first);
    expect(memo(other, make)).not.toBe(first);
    expect(memoTable()(key, make)).toEqual({ n: 3 });
    expect(made).toBe(3);
  });
});
