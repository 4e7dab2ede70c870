import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../schemas/message';
import { isImeKey } from '@/lib/ime';

/** Chat spec section 5: empty or whitespace-only content is discarded; what is sent is trimmed. */
export const composerSchema = z.object({ text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) });
export type ComposerInput = z.infer<typeof composerSchema>;

/** The text to send for a draft, or null when the draft is to be discarded. */
export function textToSend(draft: string): string | null {
  const parsed = composerSchema.safeParse({ text: draft });
  return parsed.success ? parsed.data.text : null;
}

type KeyLike = { key: string; shiftKey: boolean; nativeEvent: { isComposing?: boolean; keyCode?: number } };

/**
 * Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition (isComposing, or the
 * 229 key code some browsers give it) never sends.
 */
export function isSendKey(event: KeyLike): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !isImeKey(event.nativeEvent);
}
