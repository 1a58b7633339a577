export function ensureWebBuild(options?: { log?: (message: string) => void; force?: boolean }): boolean;
