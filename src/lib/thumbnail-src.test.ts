import { describe, expect, it } from 'vitest';
import { thumbnailSrc } from './thumbnail-src';

describe('thumbnailSrc', () => {
  it('gives the default avatar (null) for an empty thumbnail or the text null', () => {
    expect(thumbnailSrc('')).toBeNull();
    expect(thumbnailSrc('   ')).toBeNull();
    expect(thumbnailSrc(null)).toBeNull();
    expect(thumbnailSrc(undefined)).toBeNull();
    expect(thumbnailSrc('null')).toBeNull();
    expect(thumbnailSrc(' NULL ')).toBeNull();
  });

  it('keeps web addresses and image data URLs', () => {
    expect(thumbnailSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(thumbnailSrc(' http://cdn.example.com/a.png ')).toBe('http://cdn.example.com/a.png');
    expect(thumbnailSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses what is not an image source', () => {
    expect(thumbnailSrc('javascript:alert(1)')).toBeNull();
    expect(thumbnailSrc('data:text/html;base64,AAAA')).toBeNull();
  });
});
