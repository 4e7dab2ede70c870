/**
 * The app's only Trusted Types policy. The served policy requires Trusted Types for scripts
 * (deploy/security-headers.mjs), so a script URL given to a sink as text is refused: the chat's
 * image worker and the demo's service worker get theirs from here. The build names every policy the
 * bundle creates in the served policy (config/served-headers.ts finds the `createPolicy` calls),
 * so this name is written here as a literal only.
 *
 * It lets through URLs of the page's own origin only: those are files of the app, served by the
 * same server (script-src 'self' would refuse any other anyway). React 19 and the other libraries
 * write no text to a script or HTML sink in what the app uses: no other policy, and no 'default'.
 */

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
};

let policy: ScriptUrlPolicy | null | undefined;

function scriptUrlPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  // A second policy of the same name would be refused: created once, on first use.
  policy = factory
    ? factory.createPolicy('backoffice-script-url', {
        createScriptURL(url) {
          const parsed = new URL(url, location.href);
          if (parsed.origin !== location.origin) throw new TypeError(`Refused script URL of another origin: ${url}`);
          return parsed.href;
        },
      })
    : null;
  return policy;
}

/**
 * A script URL of the app (a worker's file) that a Trusted Types sink accepts: a TrustedScriptURL
 * where the browser has Trusted Types, the URL itself elsewhere. Typed as the string it stands for,
 * since the DOM typings know no TrustedScriptURL; the sinks (Worker, serviceWorker.register) take either.
 */
export function trustedScriptUrl(url: string | URL): string {
  const text = String(url);
  const trusted = scriptUrlPolicy();
  return trusted ? (trusted.createScriptURL(text) as string) : text;
}
