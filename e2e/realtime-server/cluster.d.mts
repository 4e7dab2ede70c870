export const REDIS_SERVER: string;
export const NGINX: string;
export function freePort(): Promise<number>;
export function redisAdapterEnv(redisPort: number): Record<string, string>;
export type ClusterNode = { name: string; port: number; stop(): Promise<void>; start(): Promise<void> };
export type ProxiedRequest = { method: string; url: string; status: number; upstream: string };
export type RealtimeCluster = {
  redisPort: number;
  listen: number;
  nodes: { a: ClusterNode; b: ClusterNode };
  upstreams(): ProxiedRequest[];
  stop(): Promise<void>;
};
export function startRealtimeCluster(options?: { listen?: number }): Promise<RealtimeCluster>;
