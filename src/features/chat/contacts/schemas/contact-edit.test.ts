import { describe, expect, it } from 'vitest';
import { friendEditPayloadSchema } from '@/lib/api/endpoints/chat';
import { contactEditDefaults, contactEditPayload, contactEditSchema, contactStatusKey } from './contact-edit';

describe('contact edit form', () => {
  it('trims the nickname and allows it empty', () => {
    expect(contactEditSchema.parse({ nickname: '  Lucky  ', status: '1' })).toEqual({ nickname: 'Lucky', status: '1' });
    expect(contactEditSchema.parse({ nickname: '   ', status: '0' })).toEqual({ nickname: '', status: '0' });
  });

  it('allows 50 characters after trimming, not 51', () => {
    expect(contactEditSchema.safeParse({ nickname: ` ${'a'.repeat(50)} `, status: '1' }).success).toBe(true);
    const long = contactEditSchema.safeParse({ nickname: 'a'.repeat(51), status: '1' });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('contacts.edit.nicknameTooLong');
  });

  it('takes only the two statuses', () => {
    const bad = contactEditSchema.safeParse({ nickname: '', status: '2' });
    expect(bad.error?.issues[0]?.message).toBe('contacts.edit.statusRequired');
  });

  it('starts from the contact, reading anything but 0 as normal', () => {
    expect(contactEditDefaults({ nickname: 'Nick', status: 0 })).toEqual({ nickname: 'Nick', status: '0' });
    expect(contactEditDefaults({ nickname: '', status: 1 })).toEqual({ nickname: '', status: '1' });
    expect(contactEditDefaults({ nickname: '', status: 7 })).toEqual({ nickname: '', status: '1' });
    expect(contactStatusKey(0)).toBe('contacts.status.disabled');
    expect(contactStatusKey(1)).toBe('contacts.status.normal');
  });

  it('sends exactly member_id, nickname and status, as the contract takes them', () => {
    const payload = contactEditPayload({ member_id: 101 }, contactEditSchema.parse({ nickname: ' VIP ', status: '0' }));
    expect(payload).toEqual({ member_id: 101, nickname: 'VIP', status: 0 });
    expect(Object.keys(friendEditPayloadSchema.shape).sort()).toEqual(['member_id', 'nickname', 'status']);
    expect(friendEditPayloadSchema.parse(payload)).toEqual(payload);
  });
});
