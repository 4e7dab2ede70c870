export type Settings = Record<string, string | undefined>;
export function appOrigins(settings: Settings): { api: string[]; images: string[]; realtime: string[] };
export function contentSecurityPolicy(settings: Settings): string;
export function securityHeaders(settings: Settings): Record<string, string>;
