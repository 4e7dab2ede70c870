import { describe, expect, it } from 'vitest';
import { noteEntryFormSchema, noteFormOf, noteFormSchema, statusOf } from './note';

describe('note forms', () => {
  it('requires a title that is not only spaces, and trims it', () => {
    expect(noteFormSchema.safeParse({ title: '   ', status: '0' }).error?.issues[0]?.message).toBe(
      'validation.titleRequired',
    );
    expect(noteFormSchema.parse({ title: '  Call back ', status: '1' })).toEqual({ title: 'Call back', status: '1' });
  });

  it('maps the status both ways', () => {
    expect(noteFormOf({ title: 'T', status: 1 })).toEqual({ title: 'T', status: '1' });
    expect(statusOf({ title: 'T', status: '0' })).toBe(0);
    expect(statusOf({ title: 'T', status: '1' })).toBe(1);
  });

  it('requires entry content', () => {
    expect(noteEntryFormSchema.safeParse({ content: '\n ' }).error?.issues[0]?.message).toBe(
      'validation.contentRequired',
    );
    expect(noteEntryFormSchema.parse({ content: 'Paid' })).toEqual({ content: 'Paid' });
  });
});
