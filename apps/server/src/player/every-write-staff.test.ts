// The differential test over every write route (test/write-check.ts). This file also checks that every operation of the
// OpenAPI document has its cases (test/write-cases/index.ts) or is a read with its reason.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../test/harness.js';
import { CASE_GROUPS, READS } from '../test/write-cases/index.js';
import { describeWrites, useWriteCheck } from '../test/write-check.js';

const h = useHarness();
const check = useWriteCheck(h);

describe('the write cases', () => {
  it('cover every operation of the OpenAPI document that writes; every other one is a read with its reason', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(100);
    const written = Object.values(CASE_GROUPS).flatMap((group) => Object.keys(group));
    expect(operations.filter((op) => !written.includes(op) && !(op in READS))).toEqual([]);
    expect(written.filter((op) => op in READS)).toEqual([]);
    expect([...written, ...Object.keys(READS)].filter((op) => !operations.includes(op))).toEqual([]);
    expect(new Set(written).size).toBe(written.length);
  });
});

describeWrites(check, CASE_GROUPS.staff);
