import { z } from 'zod';

/** Only pictures the app itself read (data:image) or a server address may be shown or kept. */
export const isSafeImageSrc = (src: string) =>
  /^data:image\/[a-z0-9.+-]+;base64,/i.test(src) || /^https?:\/\//i.test(src);

export const thumbnailField = z
  .string()
  .refine((v) => v === '' || isSafeImageSrc(v), 'accounts:validation.thumbnailType');

/**
 * Spec section 5: on edit the thumbnail is sent only when newly chosen, i.e. it is not an https
 * address (the server's stored picture). An unchanged picture is never sent back.
 */
export function thumbnailToSend(value: string, current: string): string | undefined {
  if (!value || value === current || /^https:\/\//i.test(value)) return undefined;
  return value;
}
