export const ROOT: string;
export const INDEX: string;
export function specTags(text: string): number[];
export function readSources(dir?: string, into?: Map<string, string>): Map<string, string>;
export function taggedBlock(files: string[]): string;
export function regenerate(markdown: string, sources: Map<string, string>): string;
