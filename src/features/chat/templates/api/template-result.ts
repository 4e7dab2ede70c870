import { CODE } from '@/lib/api/codes';
import { ApiError } from '@/lib/api/errors';
import type { TemplateResult } from '@/lib/api/endpoints/chat-templates';

/**
 * Template writes are judged by data.code (chat spec section 7): the envelope's 1000 alone is not a
 * success. Any other data.code becomes an ApiError carrying the server's message, so the popup shows
 * it and stays open, and nothing is refreshed (section 8).
 */
export function judgeTemplateResult(result: TemplateResult): void {
  if (result.code !== CODE.success) throw new ApiError(result.code, result.message);
}
