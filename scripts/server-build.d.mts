export const serverEntry: string;
export function buildServer(): Promise<void>;
