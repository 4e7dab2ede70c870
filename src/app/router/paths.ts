// The address groups of backoffice spec section 2, without the guard's code: the app's start reads
// them to decide what to fetch first (routes.tsx).

/** Paths reachable without a token (spec: login and agent login, plus the error pages). */
export const PUBLIC = [/^\/login$/, /^\/WebLogin(\/.*)?$/, /^\/AgentLogin$/, /^\/(403|404|500|forbidden)$/];
/** Always allowed once signed in, whatever the menu says; chat and login paths are checked with the server. */
export const CHAT = [/^\/chat(\/.*)?$/, /^\/customer_service_chat$/, /^\/MessageTemplate$/];
export const LOGIN = [/^\/login$/, /^\/WebLogin(\/.*)?$/, /^\/AgentLogin$/];
export const ALWAYS = [/^\/RD_Debug$/, /^\/transaction\/list\/.+$/, /^\/index$/];

export const matches = (list: RegExp[], path: string) => list.some((r) => r.test(path));

/** A chat address: the chat's own layout and guard (chat spec section 2). */
export function isChatPath(path: string): boolean {
  return matches(CHAT, path.length > 1 ? path.replace(/\/+$/, '') : path);
}

export function isPublicPath(path: string): boolean {
  return matches(PUBLIC, path);
}
