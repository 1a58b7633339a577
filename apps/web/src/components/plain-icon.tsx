/**
 * A Material icon drawn from its path (lib/icon-paths.ts), without MUI's SvgIcon, for the parts that load no MUI (the
 * login page, the dashboard shell and its first page). `plain-icon` (default): 1.25em in the text's colour; `svg-icon`:
 * what SvgIcon draws (1em of 1.5rem); further classes set size and colour (index.html).
 */
export function PlainIcon({ path, className = 'plain-icon' }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
