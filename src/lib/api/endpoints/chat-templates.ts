import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyPayload, text } from './common';

/** Quick message templates (chat spec sections 2, 3, 7): api/message-template/*. */

/** Template types (chat spec section 3): 1 normal, 2 agents only, 3 customer service, 9 this account only. */
export const TEMPLATE_TYPES = [1, 2, 3, 9] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** Title and memo hold at most 50 characters (chat spec sections 5 and 9); content has no limit shown. */
export const TEMPLATE_TEXT_MAX = 50;

/** One template as the server sends it; created_at and updated_at are the server's clock (see the page's docs). */
export const messageTemplateSchema = z.object({
  id: z.coerce.number().int(),
  type: z.coerce.number().int(),
  title: text,
  content: text,
  memo: text,
  username: text,
  created_at: text,
  updated_at: text,
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplateListSchema = z.array(messageTemplateSchema);

const templateType = z.literal(TEMPLATE_TYPES);
const templateFields = {
  type: templateType,
  title: z.string().trim().min(1).max(TEMPLATE_TEXT_MAX),
  content: z.string().trim().min(1),
  /** '' when the template has no memo. */
  memo: z.string().trim().max(TEMPLATE_TEXT_MAX),
};

/** api/message-template/create: type, title, content, memo (chat spec section 7). */
export const createTemplatePayloadSchema = z.object(templateFields);
export type CreateTemplatePayload = z.input<typeof createTemplatePayloadSchema>;

/** api/message-template/update: the template's id as targetID plus the same fields. */
export const updateTemplatePayloadSchema = z.object({ targetID: z.number().int().positive(), ...templateFields });
export type UpdateTemplatePayload = z.input<typeof updateTemplatePayloadSchema>;

/** api/message-template/delete: the template's id as targetID. */
export const deleteTemplatePayloadSchema = z.object({ targetID: z.number().int().positive() });
export type DeleteTemplatePayload = z.input<typeof deleteTemplatePayloadSchema>;

/**
 * The `data` of a create, update or delete answer. The spec judges these calls by data.code equal to
 * 1000 (section 7) and keeps the popup open on any other code (section 8), so the outcome travels
 * twice: the envelope's code (anything but 1000 is an ApiError before this is read, like every
 * call) and data.code with the server's data.message. Both must be 1000 for a success; an answer
 * without data.code cannot be judged and is a bad response. The client turns a data.code other than
 * 1000 into an ApiError with that code and message (features/chat/templates/api/template-result.ts).
 */
export const templateResultSchema = z.object({
  code: z.coerce.number().int(),
  message: text,
});
export type TemplateResult = z.infer<typeof templateResultSchema>;

export const chatTemplatesEndpoints = {
  messageTemplates: defineEndpoint('api/message-template/list', emptyPayload, messageTemplateListSchema),
  createMessageTemplate: defineEndpoint(
    'api/message-template/create',
    createTemplatePayloadSchema,
    templateResultSchema,
  ),
  updateMessageTemplate: defineEndpoint(
    'api/message-template/update',
    updateTemplatePayloadSchema,
    templateResultSchema,
  ),
  deleteMessageTemplate: defineEndpoint(
    'api/message-template/delete',
    deleteTemplatePayloadSchema,
    templateResultSchema,
  ),
};
