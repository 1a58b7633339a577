import type { Call } from '@signage/shared';

/** A route as the access plugin's onRoute hook saw it, with the catalogue entry it was registered from. */
export interface SeenRoute {
  method: string;
  url: string;
  call?: Call;
}

const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * What breaks "every route comes from the catalogue": a route registered without its entry (unless `allowed`
 * names it), an entry with no route, and an `allowed` name that no longer matches a route.
 */
export function catalogueViolations(
  routes: readonly SeenRoute[],
  catalogue: readonly Call[],
  allowed: ReadonlySet<string>,
): string[] {
  const violations: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    if (route.method === 'HEAD') continue; // Fastify adds HEAD to each GET itself
    const key = keyOf(route.method, route.url);
    seen.add(key);
    if (route.call) {
      if (!catalogue.includes(route.call)) violations.push(`${key}: registered from an entry outside the catalogue`);
      else if (keyOf(route.call.method, route.call.path) !== key) violations.push(`${key}: differs from its entry`);
    } else if (!allowed.has(key)) {
      violations.push(`${key}: not registered from the catalogue`);
    }
  }
  for (const call of catalogue) {
    const key = keyOf(call.method, call.path);
    if (!seen.has(key)) violations.push(`${key}: in the catalogue, but no route`);
  }
  for (const key of allowed) if (!seen.has(key)) violations.push(`${key}: listed as an exception, but no route`);
  return violations;
}
