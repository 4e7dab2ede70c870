import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../schemas/message';

/** Longer than the longest message, a text can match nothing. */
export const FIND_MAX_LENGTH = MESSAGE_MAX_LENGTH;

/** The find bar's field: any text up to a message's length (an empty one finds nothing). */
export const findQuerySchema = z.object({ query: z.string().max(FIND_MAX_LENGTH) });
export type FindQueryInput = z.infer<typeof findQuerySchema>;
