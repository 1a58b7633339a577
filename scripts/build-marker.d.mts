export const root: string;
export function sourceHash(inputs: string[]): string;
export function isCurrent(dist: string, hash: string): boolean;
export function markBuilt(dist: string, hash: string): void;
export function markerOf(dist: string): string;
export function assertWritable(dist: string, what: string): void;
