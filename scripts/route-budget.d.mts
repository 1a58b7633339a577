import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

export function routeScripts(
  bundle: Record<string, BundleChunk | { type: 'asset' }>,
  routeModule: string,
): { files: string[]; gzip: number };
export function routeBudget(options: {
  name: string;
  routeModule: string;
  limitKb: number;
  log?: (line: string) => void;
}): Plugin;
export function routePreload(options: { routeModule: string }): Plugin;
export function earlyScript(options: { module: string; pageModules: string[] }): Plugin;
