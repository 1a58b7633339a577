import type { Plugin } from 'vite';

export const CALL_TOPIC: RegExp;
export const SCHEMA_PARTS: readonly string[];
export function withoutSchemas(code: string, id?: string): { code: string; map: unknown };
export function callsWithoutSchemas(): Plugin;
