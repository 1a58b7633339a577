export function compressDist(dir: string): { raw: number; br: number; gz: number };
