import { describe, expect, it } from 'vitest';
import {
  changedImageToSend,
  imageToSend,
  isAcceptedImageValue,
  isDisplayableImage,
  isNewImage,
  readFileAsDataUrl,
} from './image-field';

describe('isNewImage', () => {
  it('treats an https or http address as the stored image', () => {
    expect(isNewImage('https://cdn.example.com/a.png')).toBe(false);
    expect(isNewImage('HTTP://cdn.example.com/a.png')).toBe(false);
  });
  it('treats a data URL as newly chosen', () => {
    expect(isNewImage('data:image/png;base64,AAAA')).toBe(true);
  });
  it('treats empty values as nothing to send', () => {
    expect(isNewImage('')).toBe(false);
    expect(isNewImage(null)).toBe(false);
    expect(isNewImage(undefined)).toBe(false);
  });
});

describe('imageToSend', () => {
  it('returns the data URL only when newly chosen', () => {
    expect(imageToSend('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageToSend('https://cdn.example.com/a.png')).toBeUndefined();
    expect(imageToSend('')).toBeUndefined();
  });
});

describe('changedImageToSend', () => {
  it('sends a newly picked picture', () => {
    expect(changedImageToSend('data:image/png;base64,AAAA', 'https://cdn.example.com/a.png')).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(changedImageToSend('data:image/png;base64,AAAA', '')).toBe('data:image/png;base64,AAAA');
  });
  it('sends nothing for the stored picture, even one stored as a data URL', () => {
    expect(changedImageToSend('https://cdn.example.com/a.png', 'https://cdn.example.com/a.png')).toBeUndefined();
    expect(changedImageToSend('data:image/png;base64,AAAA', 'data:image/png;base64,AAAA')).toBeUndefined();
  });
  it('sends nothing for a server address or an emptied field', () => {
    expect(changedImageToSend('https://cdn.example.com/b.png', 'https://cdn.example.com/a.png')).toBeUndefined();
    expect(changedImageToSend('', 'https://cdn.example.com/a.png')).toBeUndefined();
  });
});

describe('isDisplayableImage', () => {
  it('accepts data:image and http(s) only', () => {
    expect(isDisplayableImage('data:image/png;base64,AAAA')).toBe(true);
    expect(isDisplayableImage('https://x.test/a.png')).toBe(true);
    expect(isDisplayableImage('javascript:alert(1)')).toBe(false);
    expect(isDisplayableImage('data:text/html,<b>x</b>')).toBe(false);
  });
});

describe('readFileAsDataUrl', () => {
  it('reads a file as a base64 data URL', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await expect(readFileAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==');
  });
});

describe('isAcceptedImageValue', () => {
  it('rejects a picked file that is not an image and accepts stored addresses', () => {
    expect(isAcceptedImageValue('data:application/pdf;base64,AAAA')).toBe(false);
    expect(isAcceptedImageValue('data:image/png;base64,AAAA')).toBe(true);
    expect(isAcceptedImageValue('https://x.test/a.png')).toBe(true);
    expect(isAcceptedImageValue('')).toBe(true);
  });
});
