import { describe, expect, it } from 'vitest';
import { sampleAccount } from '@/test/fixtures/accounts';
import { editAccountSchema, editDefaults } from './edit-account';
import { editAccountPayload } from './edit-account-payload';

const account = { ...sampleAccount, thumbnail: 'https://cdn.example.com/a.png' };

describe('editAccountSchema', () => {
  it('accepts an empty password pair (keeps the password)', () => {
    expect(editAccountSchema.safeParse(editDefaults(account)).success).toBe(true);
  });

  it('accepts any stored thumbnail (relative, protocol-relative), so an unrelated edit is not blocked', () => {
    for (const thumbnail of ['/storage/avatars/7.png', '//cdn.example.com/a.png', 'avatars/7.png'])
      expect(editAccountSchema.safeParse(editDefaults({ ...account, thumbnail })).success).toBe(true);
  });

  it('rejects a newly chosen file that is not an image', () => {
    const r = editAccountSchema.safeParse({ ...editDefaults(account), thumbnail: 'data:application/pdf;base64,AA' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['accounts:validation.thumbnailType']);
  });

  it('wants both passwords once one is given, each 4 to 15 letters and digits', () => {
    const r = editAccountSchema.safeParse({ ...editDefaults(account), password: 'abcd1' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(['accounts:validation.confirmationRequired']);
    const bad = editAccountSchema.safeParse({
      ...editDefaults(account),
      password: 'ab!',
      password_confirmation: 'ab!',
    });
    expect(bad.success).toBe(false);
  });
});

describe('editAccountPayload', () => {
  it('sends the thumbnail only when newly chosen, never the https address back', () => {
    const unchanged = editAccountPayload(account, editDefaults(account), { self: false });
    expect(unchanged).not.toHaveProperty('thumbnail');
    const chosen = editAccountPayload(
      account,
      { ...editDefaults(account), thumbnail: 'data:image/png;base64,AAAA' },
      { self: false },
    );
    expect(chosen.thumbnail).toBe('data:image/png;base64,AAAA');
    const relative = { ...account, thumbnail: '/storage/avatars/7.png' };
    expect(editAccountPayload(relative, editDefaults(relative), { self: false })).not.toHaveProperty('thumbnail');
  });

  it('sends no status on a self edit', () => {
    expect(editAccountPayload(account, editDefaults(account), { self: true })).not.toHaveProperty('status');
    expect(editAccountPayload(account, { ...editDefaults(account), status: 0 }, { self: false }).status).toBe(0);
  });

  it('sends the password pair together, or neither', () => {
    expect(editAccountPayload(account, editDefaults(account), { self: false })).not.toHaveProperty('password');
    const p = editAccountPayload(
      account,
      { ...editDefaults(account), password: 'abcd1', password_confirmation: 'abcd1' },
      { self: false },
    );
    expect(p).toMatchObject({ password: 'abcd1', password_confirmation: 'abcd1' });
  });
});
