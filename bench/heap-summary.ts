// Sums a V8 .heapsnapshot (node --heapsnapshot-signal, as bench/idle-memory.ts takes them) by constructor: the
// self size and count of every group (objects and native objects by their constructor's name, everything else by
// its node type in parentheses, as DevTools' summary groups them), and compares two such summaries. Retained sizes
// (dominator tree) are left to DevTools: open the snapshot files there.
// Run: node --import tsx bench/heap-summary.ts <a.heapsnapshot> [<b.heapsnapshot>] [--top=15]
import { readFileSync } from 'node:fs';

export interface HeapGroup {
  name: string;
  /** bytes */
  self: number;
  count: number;
}

export interface HeapSummary {
  file: string;
  /** sum of all nodes' self sizes, bytes (≈ the JS heap in use) */
  total: number;
  nodes: number;
  groups: HeapGroup[];
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export function summarizeHeap(file: string): HeapSummary {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const groups = new Map<string, HeapGroup>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]] ?? '?';
    const name =
      type === 'object' || type === 'native' ? snap.strings[snap.nodes[i + nameAt]] || '(anonymous)' : `(${type})`;
    const size = snap.nodes[i + sizeAt];
    total += size;
    const g = groups.get(name) ?? { name, self: 0, count: 0 };
    g.self += size;
    g.count++;
    groups.set(name, g);
  }
  return {
    file,
    total,
    nodes: snap.nodes.length / width,
    groups: [...groups.values()].sort((a, b) => b.self - a.self),
  };
}

export interface HeapChange {
  name: string;
  /** bytes, later − earlier */
  self: number;
  count: number;
  selfAfter: number;
  countAfter: number;
}

/** Every group's change from `a` to `b`, largest growth of self size first. */
export function compareHeaps(a: HeapSummary, b: HeapSummary): HeapChange[] {
  const before = new Map(a.groups.map((g) => [g.name, g]));
  const names = new Set([...a.groups.map((g) => g.name), ...b.groups.map((g) => g.name)]);
  const after = new Map(b.groups.map((g) => [g.name, g]));
  return [...names]
    .map((name) => {
      const x = before.get(name) ?? { self: 0, count: 0 };
      const y = after.get(name) ?? { self: 0, count: 0 };
      return { name, self: y.self - x.self, count: y.count - x.count, selfAfter: y.self, countAfter: y.count };
    })
    .sort((p, q) => q.self - p.self);
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(2);

export function printHeap(title: string, s: HeapSummary, top = 15): void {
  console.log(`\n${title}: JS heap ${mb(s.total)} MB in ${s.nodes} nodes (${s.file})`);
  console.log(`  ${'self MB'.padStart(8)}  ${'count'.padStart(8)}  constructor`);
  for (const g of s.groups.slice(0, top))
    console.log(`  ${mb(g.self).padStart(8)}  ${String(g.count).padStart(8)}  ${g.name.slice(0, 70)}`);
}

export function printHeapChange(title: string, a: HeapSummary, b: HeapSummary, top = 15): HeapChange[] {
  const changes = compareHeaps(a, b);
  console.log(
    `\n${title}: JS heap ${mb(a.total)} → ${mb(b.total)} MB (${b.total >= a.total ? '+' : ''}${mb(b.total - a.total)})`,
  );
  console.log(
    `  ${'Δ self MB'.padStart(10)}  ${'Δ count'.padStart(8)}  ${'self MB'.padStart(8)}  ${'count'.padStart(8)}  constructor`,
  );
  const shown = [...changes.slice(0, top), ...changes.slice(-5).filter((c) => c.self < 0)];
  for (const c of shown)
    console.log(
      `  ${mb(c.self).padStart(10)}  ${String(c.count).padStart(8)}  ${mb(c.selfAfter).padStart(8)}  ${String(c.countAfter).padStart(8)}  ${c.name.slice(0, 60)}`,
    );
  return changes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 15);
  if (!files[0]) throw new Error('usage: heap-summary.ts <a.heapsnapshot> [<b.heapsnapshot>] [--top=15]');
  const [a, b] = files.map(summarizeHeap);
  printHeap('snapshot', a as HeapSummary, top);
  if (b) {
    printHeap('snapshot', b, top);
    printHeapChange('change', a as HeapSummary, b, top);
  }
}
