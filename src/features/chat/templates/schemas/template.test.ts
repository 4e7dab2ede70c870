import { describe, expect, it } from 'vitest';
import { templateFormSchema, templateFormValues, templatePayload } from './template';

const valid = { type: '3', title: 'Greeting', content: 'Hello {member.nickname}', memo: '' };
const issue = (values: object) => templateFormSchema.safeParse(values).error?.issues[0]?.message;

describe('template form', () => {
  it('accepts title and memo of 50 characters and refuses 51', () => {
    expect(templateFormSchema.safeParse({ ...valid, title: 'x'.repeat(50), memo: 'y'.repeat(50) }).success).toBe(true);
    expect(issue({ ...valid, title: 'x'.repeat(51) })).toBe('chat-templates:validation.titleTooLong');
    expect(issue({ ...valid, memo: 'y'.repeat(51) })).toBe('chat-templates:validation.memoTooLong');
  });

  it('counts characters, not bytes, for scripts such as Tamil and Chinese', () => {
    expect(templateFormSchema.safeParse({ ...valid, title: '你'.repeat(50) }).success).toBe(true);
  });

  it('requires a title and content that are more than spaces', () => {
    expect(issue({ ...valid, title: '   ' })).toBe('chat-templates:validation.titleRequired');
    expect(issue({ ...valid, content: ' \n ' })).toBe('chat-templates:validation.contentRequired');
  });

  it('offers types 1 and 3 only, but every save sends type 1', () => {
    expect(templateFormSchema.safeParse({ ...valid, type: '9' }).success).toBe(false);
    const form = templateFormSchema.parse({ ...valid, title: '  Greeting  ' });
    expect(templatePayload(form)).toEqual({ type: 1, title: 'Greeting', content: 'Hello {member.nickname}', memo: '' });
  });

  it('shows an edited template of type 2 or 9 as type 1', () => {
    const base = { id: 1, title: 't', content: 'c', memo: 'm', username: 'u', created_at: '', updated_at: '' };
    expect(templateFormValues({ ...base, type: 9 }).type).toBe('1');
    expect(templateFormValues({ ...base, type: 3 }).type).toBe('3');
    expect(templateFormValues(null)).toEqual({ type: '1', title: '', content: '', memo: '' });
  });
});
