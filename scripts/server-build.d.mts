export const serverEntry: string;
export function buildServer(options?: { force?: boolean }): Promise<boolean>;
