import type { ChildProcess } from 'node:child_process';
export function freePort(): Promise<number>;
export function waitForHealth(url: string, server: ChildProcess, timeoutMs?: number): Promise<void>;
