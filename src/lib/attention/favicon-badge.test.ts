import { describe, expect, it } from 'vitest';
import served from '../../../public/favicon.svg?raw';
import { badgedFavicon, FAVICON_SVG, setFaviconBadge } from './favicon-badge';

describe('the icon badge', () => {
  it('draws the app icon as served', () => {
    expect(served.trim()).toBe(FAVICON_SVG);
  });

  it('carries the count, 99+ above 99, and nothing for 0', () => {
    expect(badgedFavicon(0)).toBe(FAVICON_SVG);
    expect(badgedFavicon(7)).toContain('>7</text>');
    expect(badgedFavicon(100)).toContain('>99+</text>');
  });

  it('is put on the page icon and taken off again', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">';
    setFaviconBadge(3);
    const href = document.querySelector('link[rel~="icon"]')!.getAttribute('href')!;
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href)).toContain('>3</text>');
    setFaviconBadge(0);
    expect(document.querySelector('link[rel~="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
  });
});
