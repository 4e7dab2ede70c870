export type Settings = Record<string, string | undefined>;
export function appOrigins(settings: Settings): { api: string[]; images: string[]; realtime: string[] };
export type Extra = { connect?: string[] };
export function contentSecurityPolicy(settings: Settings, extra?: Extra): string;
export function securityHeaders(settings: Settings, extra?: Extra): Record<string, string>;
