import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/**
 * The server's import direction (docs/DECISIONS.md, "Module direction"). Layers, lowest first: a file may import
 * its own layer or a lower one. Modules form a graph: a module may import any other module as long as the module
 * import graph stays acyclic (type-only imports do not count: they vanish at run time, so a cycle of them is
 * harmless). context.ts and config.ts are roots importable from anywhere (context.ts only with `import type`); a
 * root imports values only from lib/, db/ and tenancy/, types from anywhere (AppContext names the player's type).
 */
export const LAYERS = ['lib', 'db', 'tenancy', 'player', 'modules', 'plugins', 'entry'] as const;
export type Layer = (typeof LAYERS)[number];

/** Files of the entry layer: the server, the app and the command-line tools. */
const ENTRIES = [
  'app.ts',
  'main.ts',
  'setup.ts',
  'setup-process.ts',
  'hotels-import.ts',
  'backup.ts',
  'restore.ts',
  'admin-password.ts',
  'evidence-check.ts',
  'seed',
];

export const ROOTS = ['context.ts', 'config.ts'];

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

/** Static `import … from`, `export … from`, side-effect `import '…'` and dynamic `import('…')`. */
export function importsOf(source: string): ImportRef[] {
  const found: ImportRef[] = [];
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
  const fromRe = /(?:^|[;\n}])\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(fromRe)) found.push({ specifier: m[4] as string, typeOnly: Boolean(m[2]) });
  for (const m of text.matchAll(/(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g))
    found.push({ specifier: m[1] as string, typeOnly: false });
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ specifier: m[1] as string, typeOnly: false });
  return found;
}

/** Where a file (path relative to src, '/'-separated) sits; null for roots. */
export function placeOf(file: string): { layer: Layer; module?: string } | null {
  if (ROOTS.includes(file)) return null;
  const [top, second] = file.split('/');
  if (ENTRIES.includes(top as string)) return { layer: 'entry' };
  if (top === 'modules') return { layer: 'modules', module: second };
  if ((LAYERS as readonly string[]).includes(top as string)) return { layer: top as Layer };
  throw new Error(`${file}: not in any layer of the import rules`);
}

/** The imported file relative to src, or null for packages. `.js` specifiers name `.ts` files. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, '.ts');
}

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

/** One value import from one module into another: the first file and specifier that make the edge. */
export interface ModuleEdge {
  file: string;
  specifier: string;
}

/** Module → imported module → the first value import that makes the edge. */
export type ModuleEdges = Map<string, Map<string, ModuleEdge>>;

/** Checks files (path relative to src → source text) against the layers and the acyclic module graph. */
export function checkImports(files: ReadonlyMap<string, string>): {
  violations: Violation[];
  moduleEdges: ModuleEdges;
} {
  const violations: Violation[] = [];
  const moduleEdges: ModuleEdges = new Map();
  for (const [file, source] of files) {
    const from = placeOf(file);
    for (const ref of importsOf(source)) {
      const target = resolveImport(file, ref.specifier);
      if (target === null) continue;
      const bad = (reason: string) => violations.push({ file, specifier: ref.specifier, reason });
      if (target.startsWith('../') || target === '..') {
        bad('imports a file outside apps/server/src');
        continue;
      }
      const to = placeOf(target);
      if (to === null) {
        if (target === 'context.ts' && !ref.typeOnly && from !== null && from.layer !== 'entry')
          bad('context.ts is a type root: import it with `import type`');
        continue;
      }
      if (from === null) {
        if (!ref.typeOnly && LAYERS.indexOf(to.layer) > LAYERS.indexOf('tenancy'))
          bad(`a root imports values from the ${to.layer} layer (types only)`);
        continue;
      }
      if (LAYERS.indexOf(to.layer) > LAYERS.indexOf(from.layer)) {
        bad(`${from.layer} must not import the higher layer ${to.layer}`);
        continue;
      }
      if (from.module && to.module && from.module !== to.module && !ref.typeOnly) {
        const edges = moduleEdges.get(from.module) ?? new Map<string, ModuleEdge>();
        if (!edges.has(to.module)) edges.set(to.module, { file, specifier: ref.specifier });
        moduleEdges.set(from.module, edges);
      }
    }
  }
  const cycle = findCycle(moduleEdges);
  if (cycle) {
    const first = moduleEdges.get(cycle[0] as string)?.get(cycle[1] as string) as ModuleEdge;
    violations.push({ ...first, reason: `module import cycle: ${cyclePath(moduleEdges, cycle)}` });
  }
  return { violations, moduleEdges };
}

/** A cycle as `a → b (a's file imports '…') → a (…)`, naming the import that makes each edge. */
export function cyclePath(edges: ModuleEdges, cycle: readonly string[]): string {
  const steps = cycle.slice(1).map((to, i) => {
    const edge = edges.get(cycle[i] as string)?.get(to);
    return edge ? `${to} (${edge.file} imports '${edge.specifier}')` : to;
  });
  return [cycle[0], ...steps].join(' → ');
}

/** A cycle in the module graph (as a path a → … → a), or null; a node's targets are the keys of its Set or Map. */
export function findCycle(edges: ReadonlyMap<string, { keys(): Iterable<string> }>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Every non-test source file under dir (paths relative to dir, '/'-separated), test helpers excluded. */
export function readSources(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      const rel = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (rel !== 'test' && entry.name !== 'migrations') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        files.set(rel, readFileSync(path, 'utf8'));
      }
    }
  };
  walk(dir);
  return files;
}
