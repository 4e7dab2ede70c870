import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyPayload, text } from './common';

/** Quick message templates (chat spec sections 2, 3, 7): api/message-template/*. */

/** Template types (chat spec section 3): 1 normal, 2 agents only, 3 customer service, 9 this account only. */
export const TEMPLATE_TYPES = [1, 2, 3, 9] as const;

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

export const chatTemplatesEndpoints = {
  messageTemplates: defineEndpoint('api/message-template/list', emptyPayload, messageTemplateListSchema),
};
