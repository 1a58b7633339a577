/**
 * One naming rule for the files that play a role in a module (docs/DECISIONS.md, "Module direction and role file
 * names"): the role word comes last — `routes.ts` or `<topic>-routes.ts` (`items-routes.ts`, `import-routes.ts`),
 * likewise for service, repository and policy. `routes-items.ts` would be the other order and is refused.
 */
export const ROLE_WORDS = ['routes', 'service', 'repository', 'policy'] as const;

/** The files (paths relative to the source root) whose name holds a role word anywhere but at its end. */
export function misnamedRoleFiles(paths: Iterable<string>): string[] {
  const wrong: string[] = [];
  for (const path of paths) {
    const name = path.split('/').pop() ?? '';
    if (name.includes('.test.')) continue;
    const words = name.replace(/\.tsx?$/, '').split('-');
    if (words.slice(0, -1).some((w) => (ROLE_WORDS as readonly string[]).includes(w))) wrong.push(path);
  }
  return wrong;
}
