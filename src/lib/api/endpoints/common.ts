import { z } from 'zod';

/** A call that sends no fields. */
export const emptyPayload = z.object({});

/** The spec does not show this answer's data: it is passed on unread. */
export const unshownAnswer = z.unknown();

/** Text fields the server may send as null or leave out. */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** 0/1 flags; anything unreadable counts as 0. */
export const flag = z.coerce.number().catch(0);

/** Money travels as the server sends it and is kept a decimal string (never a float); null when absent. */
export const money = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));
