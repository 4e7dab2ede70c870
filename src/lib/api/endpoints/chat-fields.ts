import { z } from 'zod';

/** The coercions the chat's answers share: fields the server may send as numbers or strings; absent text is ''. */

export const id = z.coerce.number().int();
export const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
  .pipe(z.number().int().nullable());
export const anyText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));
