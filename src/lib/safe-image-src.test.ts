import { describe, expect, it } from 'vitest';
import { safeImageSrc } from './safe-image-src';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('safeImageSrc', () => {
  it.each([
    PNG,
    'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    'data:image/webp;base64,UklGRg==',
    'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
    'data:image/gif,GIF89a',
    'https://cdn.example.com/chat/a.jpg',
    'http://cdn.example.com/a.png?w=100#x',
    'https://127.0.0.1:8443/a.png',
    'https://user@cdn.example.com/a.png',
  ])('keeps %s', (src) => {
    expect(safeImageSrc(src)).toBe(src);
  });

  it('accepts upper- and mixed-case schemes, as browsers do', () => {
    expect(safeImageSrc('HTTPS://CDN.EXAMPLE.COM/A.JPG')).toBe('HTTPS://CDN.EXAMPLE.COM/A.JPG');
    expect(safeImageSrc('Data:Image/PNG;base64,AAAA')).toBe('Data:Image/PNG;base64,AAAA');
  });

  it('trims surrounding whitespace', () => {
    expect(safeImageSrc(`  ${PNG}\n`)).toBe(PNG);
    expect(safeImageSrc('\uFEFFhttps://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA:TEXT/HTML,<b>x</b>',
    'data:image/,x',
    'data:image/png',
    'data:,image/png',
    'data:application/octet-stream;base64,AAAA',
    'data:imagex/png;base64,AAAA',
    'blob:https://app.example.com/1b2c3d',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    '/uploads/a.png',
    'uploads/a.png',
    '../a.png',
    '//evil.example.com/a.png',
    '\\\\evil.example.com\\a.png',
    'https:/evil.example.com/a.png',
    'https:\\\\evil.example.com/a.png',
    'https:///a.png',
    'https://',
    'http://?x',
    'https://exa mple.com/a.png',
    'ht\ttps://cdn.example.com/a.png',
    'https://cdn.example.com/a\u0007.png',
    'ｊavascript:alert(1)',
    '',
    '   ',
    'null',
  ])('refuses %j', (src) => {
    expect(safeImageSrc(src)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    for (const value of [
      null,
      undefined,
      1,
      true,
      {},
      ['https://a.example/a.png'],
      new URL('https://a.example/a.png'),
    ]) {
      expect(safeImageSrc(value)).toBeNull();
    }
  });
});
