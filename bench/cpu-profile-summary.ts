// Sums a V8 .cpuprofile (node --cpu-prof, e.g. SERVER_CPU_PROF of bench/route-overhead.ts) by self time: the top
// functions (name, file:line) and the top files/packages, with their share of the non-idle samples, and the total
// (inclusive) time of the product's own functions (apps/, packages/). Counts from the first sample inside an HTTP
// request (node's parserOnIncoming) on, so a server's start (module loading, seeding) stays out; --all counts all.
// Run: node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [--top=25] [--all]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top=25]');
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

const parent = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
const stackOf = (id: number) => {
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at) as ProfileNode);
  return stack;
};

// Self time per node: each sample's time delta goes to the node it hit; inclusive time to every frame on its stack.
const self = new Map<number, number>();
const inclusive = new Map<string, number>();
let counting = process.argv.includes('--all');
profile.samples.forEach((id, i) => {
  const stack = stackOf(id);
  counting ||= stack.some((n) => n.callFrame.functionName === 'parserOnIncoming');
  if (!counting) return;
  const us = profile.timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + us);
  const seen = new Set<string>();
  for (const n of stack) {
    if (!/\/(apps|packages)\//.test(n.callFrame.url)) continue;
    const name = `${n.callFrame.functionName || '(anonymous)'}  ${fileOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
});

/** node_modules/<package> (or @scope/package), else the path from apps/ or packages/, else the url. */
function fileOf(url: string): string {
  if (!url) return '(native/V8)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 13).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  const own = url.search(/(apps|packages|bench)\//);
  return own >= 0 ? url.slice(own) : url.replace(/^file:\/\//, '');
}

const functions = new Map<string, number>();
const files = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const [id, us] of self) {
  const frame = (byId.get(id) as ProfileNode).callFrame;
  if (frame.functionName === '(idle)') {
    idle += us;
    continue;
  }
  busy += us;
  const where = fileOf(frame.url);
  const name = `${frame.functionName || '(anonymous)'}  ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
  files.set(where, (files.get(where) ?? 0) + us);
}

const show = (title: string, map: Map<string, number>) => {
  console.log(title);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(us / 1000).toFixed(0).padStart(7)} ms  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle`);
show('self time by function', functions);
show('self time by file / package', files);
show('total (inclusive) time of the product’s own functions', inclusive);
