type Server = { root: string; listen?: string; serverName?: string; headers: Record<string, string> };
export function serverBlock(server: Server): string;
export function standaloneConfig(options: Server & { runDir: string; mimeTypes?: string }): string;
