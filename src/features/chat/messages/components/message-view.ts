import type { Message } from '../schemas/message';

/**
 * A message as the room screen shows it. `key` is stable for React and the virtualizer: 'm<message_id>'
 * for server messages, the local id for messages being sent (kept after the server confirms them).
 */
export type MessageView = Message & { key: string; delivery: 'sent' | 'sending' | 'failed' };
