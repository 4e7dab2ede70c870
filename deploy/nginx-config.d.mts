type Server = { root: string; listen?: string; serverName?: string; headers: Record<string, string> };
type Realtime = { nodes: string[]; backups?: string[]; listen?: string; serverName?: string };
export function serverBlock(server: Server): string;
export function realtimeBlock(realtime: Realtime): string;
export function standaloneConfig(
  options: (Server | { root?: undefined }) & {
    runDir: string;
    mimeTypes?: string;
    realtime?: Realtime;
    /** A file under runDir that logs each request with the upstream that answered it. */
    accessLog?: string;
  },
): string;
