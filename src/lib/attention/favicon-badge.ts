/** The app's icon (public/favicon.svg, kept equal by a test), drawn again with a count on it. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2563eb"/><path d="M9 8h9a5 5 0 0 1 0 10H9zM9 18h10a5 5 0 0 1 0 10H9z" fill="#fff" opacity=".9"/></svg>';

/** The icon with a red badge holding `count` (99+ above 99); the plain icon for 0. */
export function badgedFavicon(count: number): string {
  if (count <= 0) return FAVICON_SVG;
  const label = count > 99 ? '99+' : String(count);
  const width = label.length === 1 ? 18 : label.length === 2 ? 22 : 30;
  const x = 32 - width;
  const badge =
    `<rect x="${x}" y="0" width="${width}" height="18" rx="9" fill="#dc2626" stroke="#fff" stroke-width="1.5"/>` +
    `<text x="${x + width / 2}" y="14" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${label.length > 2 ? 12 : 14}" font-weight="700" fill="#fff">${label}</text>`;
  return FAVICON_SVG.replace('</svg>', `${badge}</svg>`);
}

/** Shows `count` on the page's icon (its icon link, in memory only, so a reload starts plain). */
export function setFaviconBadge(count: number): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    if (count <= 0) return;
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  const href =
    count > 0
      ? `data:image/svg+xml,${encodeURIComponent(badgedFavicon(count))}`
      : `${import.meta.env.BASE_URL}favicon.svg`;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
