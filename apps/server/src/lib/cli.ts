// The frame of a command-line tool (`npm run backup`, `restore`, `admin:password`): German zod messages, the
// exit code main() returns, and errors printed without a stack when they explain themselves.
import { z } from 'zod';
import { StartError } from './start-error.js';

/** Runs `main`; errors of the listed kinds print their message only, others their stack. */
export function runCli(
  title: string,
  main: () => Promise<number>,
  explained: Array<new (...args: never[]) => Error> = [],
): void {
  z.config(z.locales.de());
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      const known = err instanceof StartError || explained.some((kind) => err instanceof kind);
      const text = known ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err);
      process.stderr.write(`${title} fehlgeschlagen: ${text}\n`);
      process.exit(err instanceof StartError ? err.exitCode : 1);
    },
  );
}

export const say = (line: string) => process.stdout.write(`${line}\n`);
