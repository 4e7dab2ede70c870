/**
 * The sign-up link an agent shares (backoffice spec, Share): `{host}/Signup/{code}`, or, when the
 * domain carries the `?a=` query form, the domain followed directly by the code. The domain is the
 * stored share_domain, else the configured default (the app's own origin when none is configured).
 */
export function shareLink({
  code,
  storedDomain,
  defaultDomain,
}: {
  code: string;
  storedDomain?: string | null;
  defaultDomain: string;
}): string {
  const domain = storedDomain?.trim() || defaultDomain;
  if (domain.includes('?a=')) return `${domain}${code}`;
  return `${domain.replace(/\/+$/, '')}/Signup/${code}`;
}
