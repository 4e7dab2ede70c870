import { describe, expect, it } from 'vitest';
import { editSelfPayload } from './edit-self';
import { saveSettingPayload } from './save-system-setting';

const values = {
  name: ' Room ',
  background_image: 'https://cdn.example.com/bg.png',
  background_color: '#ffffff',
  header_background_color: '#000000',
  header_font_color: '#ffffff',
  api_url: 'https://api.example.com',
};

describe('saveSettingPayload', () => {
  // @spec bo.calls.api/setting/save
  it('leaves out the stored https image', () => {
    expect(saveSettingPayload({ values, storedImage: values.background_image })).not.toHaveProperty('background_image');
    expect(saveSettingPayload({ values, storedImage: values.background_image }).name).toBe('Room');
  });
  it('sends a newly chosen image, and an emptied one as empty', () => {
    const image = 'data:image/png;base64,AAAA';
    expect(
      saveSettingPayload({ values: { ...values, background_image: image }, storedImage: '' }).background_image,
    ).toBe(image);
    expect(
      saveSettingPayload({ values: { ...values, background_image: '' }, storedImage: 'https://x.test/a.png' })
        .background_image,
    ).toBe('');
  });
  it('does not send the same data URL again', () => {
    const image = 'data:image/png;base64,AAAA';
    expect(
      saveSettingPayload({ values: { ...values, background_image: image }, storedImage: image }),
    ).not.toHaveProperty('background_image');
  });
});

describe('editSelfPayload', () => {
  // @spec bo.calls.api/user/edit-self
  it('sends id and nickname, the thumbnail only when newly chosen, never a status', () => {
    expect(
      editSelfPayload({
        id: 3,
        nickname: ' Amy ',
        thumbnail: 'https://x.test/a.png',
        storedThumbnail: 'https://x.test/a.png',
      }),
    ).toEqual({
      id: 3,
      nickname: 'Amy',
    });
    expect(
      editSelfPayload({ id: 3, nickname: 'Amy', thumbnail: 'data:image/png;base64,AA', storedThumbnail: '' }),
    ).toEqual({
      id: 3,
      nickname: 'Amy',
      thumbnail: 'data:image/png;base64,AA',
    });
  });
});
