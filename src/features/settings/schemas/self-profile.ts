import { z } from 'zod';
import { isAcceptedImageValue } from '@/lib/image-field';

/** Personal settings form (spec section 3, Self profile). Messages are i18n keys. */
export const selfProfileInputSchema = z.object({
  nickname: z.string().trim().min(1, 'settings:validation.nicknameRequired'),
  thumbnail: z.string().refine(isAcceptedImageValue, 'settings:validation.imageType'),
});
export type SelfProfileInput = z.infer<typeof selfProfileInputSchema>;
