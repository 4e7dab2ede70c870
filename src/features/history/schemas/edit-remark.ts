import { z } from 'zod';

export const REMARK_MAX = 255;

export const editRemarkSchema = z.object({
  remark: z.string().trim().max(REMARK_MAX, 'history:validation.remarkTooLong'),
});
export type EditRemarkInput = z.infer<typeof editRemarkSchema>;
