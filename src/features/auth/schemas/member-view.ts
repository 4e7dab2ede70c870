import { z } from 'zod';

const flag = z.coerce.number().catch(0);

/** api/member/view (spec section 3: event_mode, transaction_all). */
export const memberViewSchema = z.object({ event_mode: flag, transaction_all: flag }).loose();
export type MemberView = z.infer<typeof memberViewSchema>;
