import { z } from 'zod';
import { TEMPLATE_TEXT_MAX, type MessageTemplate } from '@/lib/api/endpoints/chat-templates';

/** The type choices of the popup (chat spec section 3): normal and customer service. */
export const FORM_TEMPLATE_TYPES = ['1', '3'] as const;

/**
 * Every save sends type 1 (chat spec section 3: "the create form offers only 1 and 3, but saving
 * always sets type 1"). The choice is kept in the form as the spec has it, and an edited type 2, 3
 * or 9 template becomes type 1 too: the spec states no exception, so the page says so on the popup.
 */
export const SAVED_TEMPLATE_TYPE = 1;

/**
 * The popup's form. Title and memo at most 50 characters (sections 5, 9). The spec shows no rule
 * for content; a template exists to be pasted into a chat, so an empty one (or only spaces) is
 * refused, and so is an empty title, since the list and the delete confirmation name a template by
 * it. Content has no maximum: the spec shows none.
 */
export const templateFormSchema = z.object({
  type: z.enum(FORM_TEMPLATE_TYPES),
  title: z
    .string()
    .trim()
    .min(1, 'chat-templates:validation.titleRequired')
    .max(TEMPLATE_TEXT_MAX, 'chat-templates:validation.titleTooLong'),
  content: z.string().trim().min(1, 'chat-templates:validation.contentRequired'),
  memo: z.string().trim().max(TEMPLATE_TEXT_MAX, 'chat-templates:validation.memoTooLong'),
});
export type TemplateForm = z.infer<typeof templateFormSchema>;

/** The popup's values for a new template, or for editing one (types other than 1 and 3 show as 1). */
export function templateFormValues(template: MessageTemplate | null): TemplateForm {
  if (!template) return { type: '1', title: '', content: '', memo: '' };
  const type = String(template.type);
  return {
    type: type === '3' ? '3' : '1',
    title: template.title,
    content: template.content,
    memo: template.memo,
  };
}

/** What create sends for the form's values (trimmed by the schema); update adds targetID. */
export function templatePayload(form: TemplateForm) {
  return { type: SAVED_TEMPLATE_TYPE, title: form.title, content: form.content, memo: form.memo } as const;
}

/** Templates as api/message_template/* answer them, as the template screens draw them. */
export { messageTemplateListSchema, type MessageTemplate } from '@/lib/api/endpoints/chat-templates';
