import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { db } from '../db/store';
import { signInAs } from '../server/story-session';

const valid = {
  name: 'Room',
  background_color: '#ffffff',
  header_background_color: '#000000',
  header_font_color: '#ffffff',
  api_url: 'https://api.example.com',
};

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 1000,
    (e: unknown) => (isApiError(e) ? e.code : -1),
  );

describe('demo settings endpoints', () => {
  it('answers data null while the system has no setting', async () => {
    signInAs(1);
    db.update((s) => {
      s.setting = null;
    });
    const answer = await apiCall('api/setting/view', {});
    expect(answer.code).toBe(1000);
    expect(answer.data).toBeNull();
  });

  it('validates name, colours, api_url and the image form', async () => {
    signInAs(1);
    expect(await codeOf(apiCall('api/setting/save', { ...valid, name: ' ' }))).toBe(4022);
    expect(await codeOf(apiCall('api/setting/save', { ...valid, header_font_color: '#fff' }))).toBe(4022);
    expect(await codeOf(apiCall('api/setting/save', { ...valid, api_url: 'not a url' }))).toBe(4022);
    expect(await codeOf(apiCall('api/setting/save', { ...valid, background_image: 'javascript:alert(1)' }))).toBe(4022);
  });

  it('keeps the stored image when none is sent and replaces it when one is', async () => {
    signInAs(1);
    db.update((s) => {
      s.setting = { ...valid, background_image: 'https://cdn.example.com/bg.png' };
    });
    await apiCall('api/setting/save', { ...valid, name: 'Renamed' });
    expect(db.state.setting).toMatchObject({ name: 'Renamed', background_image: 'https://cdn.example.com/bg.png' });
    await apiCall('api/setting/save', { ...valid, background_image: 'data:image/png;base64,AAAA' });
    expect(db.state.setting?.background_image).toBe('data:image/png;base64,AAAA');
    await apiCall('api/setting/save', { ...valid, background_image: '' });
    expect(db.state.setting?.background_image).toBe('');
  });

  it('lets only administrators save', async () => {
    signInAs(4);
    expect(await codeOf(apiCall('api/setting/save', valid))).toBe(4030);
  });
});
