export type Settings = Record<string, string | undefined>;
export type Origins = { api: string[]; images: string[]; realtime: string[]; connect: string[] };
export type BuiltPolicy = { origins: Origins; trustedTypes: string[] };
export const BUILT_POLICY_FILE: string;
export function appOrigins(settings: Settings): { api: string[]; images: string[]; realtime: string[] };
export function builtPolicy(settings: Settings, extra?: { connect?: string[]; trustedTypes?: string[] }): BuiltPolicy;
export function readBuiltPolicy(outDir: string): BuiltPolicy;
export function contentSecurityPolicy(built: BuiltPolicy): string;
export function securityHeaders(built: BuiltPolicy): Record<string, string>;
