export function createTempDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
export function postgresProblem(url: string): Promise<string | null>;
