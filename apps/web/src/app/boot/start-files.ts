/** The router's view of a start path: case-insensitive, with or without a trailing slash. */
export function startPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

export const isDashboardMain = (pathname: string) => ['/dashboard', '/dashboard/main'].includes(startPath(pathname));

/**
 * On /Dashboard and /Dashboard/Main: `<link rel="modulepreload">` for the chunks of RequireAuth, the shell and the page,
 * whose names the build writes into index.html (`<meta name="start-page-files">`, `earlyScript` in
 * scripts/route-budget.mjs). Run by src/early.ts, so they load alongside React instead of after the app has run. Links,
 * not import(): an import() here would make the bundler split the app's entry for every page.
 */
export function preloadStartFiles(pathname: string): void {
  if (!isDashboardMain(pathname)) return;
  const files = document.querySelector('meta[name="start-page-files"]')?.getAttribute('content')?.split(' ') ?? [];
  for (const file of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
