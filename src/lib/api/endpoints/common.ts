// zod's light form: these pieces are part of the sign-in calls; classic schemas embed them as they are.
import * as z from 'zod/mini';

/** A call that sends no fields. */
export const emptyPayload = z.object({});

/** The spec does not show this answer's data: it is passed on unread. */
export const unshownAnswer = z.unknown();

/** Text fields the server may send as null or leave out. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);

/** 0/1 flags; anything unreadable counts as 0. */
export const flag = z.catch(z.coerce.number(), 0);

/** Money travels as the server sends it and is kept a decimal string (never a float); null when absent. */
export const money = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
);
