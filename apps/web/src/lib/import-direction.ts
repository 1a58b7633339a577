/**
 * The web app's import direction (docs/DECISIONS.md, "Web data layer"):
 * app → features → components → hooks → api → lib, i18n.
 * A file may import its own layer or a lower one; a feature never imports another feature.
 * Pure (no file system): the architecture test feeds it the sources.
 */

/** Higher rank = higher layer. Files directly in src (main.tsx) are the entry point. */
const LAYER_RANK: Record<string, number> = {
  '': 6,
  app: 5,
  features: 4,
  components: 3,
  hooks: 2,
  api: 1,
  lib: 0,
  i18n: 0,
};

export interface DirectionViolation {
  file: string;
  specifier: string;
  reason: string;
}

const IMPORT_PATTERNS = [
  // import x from '…', import type { x } from '…', export { x } from '…', export * from '…'
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  // import '…' (side effect)
  /\bimport\s*['"]([^'"]+)['"]/g,
  // import('…')
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Every module specifier a source file imports or re-exports, in order of appearance per kind. */
export function importSpecifiers(source: string): string[] {
  const found: string[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/** Joins a relative specifier to the importing file's folder (paths relative to src, '/' separated). */
export function resolveRelative(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

interface Place {
  layer: string;
  feature: string | null;
}

function placeOf(path: string): Place {
  const [first = '', second = null] = path.split('/');
  // 'i18n' (a folder's index) is a layer; 'main' (a file directly in src) is the entry point.
  const layer = first in LAYER_RANK || path.includes('/') ? first : '';
  return { layer, feature: layer === 'features' ? second : null };
}

/** The reason an import from `from` to `to` breaks the direction, or null when it is allowed. */
function breaks(from: Place, to: Place): string | null {
  const fromRank = LAYER_RANK[from.layer];
  const toRank = LAYER_RANK[to.layer];
  if (fromRank === undefined) return `unknown layer '${from.layer}'`;
  if (toRank === undefined) return `unknown layer '${to.layer}'`;
  if (toRank > fromRank) return `${from.layer || 'src'} must not import ${to.layer || 'src'}`;
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `feature '${from.feature}' must not import feature '${to.feature}'`;
  }
  return null;
}

/**
 * Checks every relative import of the given sources (keys: paths relative to src, e.g.
 * 'features/media/pages/media-page.tsx'); package imports are not checked.
 */
export function directionViolations(sources: Record<string, string>): DirectionViolation[] {
  const violations: DirectionViolation[] = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const specifier of importSpecifiers(source)) {
      if (!specifier.startsWith('.')) continue;
      const reason = breaks(placeOf(file), placeOf(resolveRelative(file, specifier)));
      if (reason) violations.push({ file, specifier, reason });
    }
  }
  return violations;
}
