import type { z } from 'zod';

/**
 * One call of the API contract: its path (appended to the API base), the zod schema of the payload
 * it sends and the zod schema of the `data` it answers. The client types its payload from
 * `request` and parses the answer with `response`; the demo backend validates with `request`.
 */
export type Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
};

export const defineEndpoint = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
): Endpoint<Req, Res> => ({ path, request, response });

/** What the caller passes: the request schema's input (fields with defaults may be left out). */
export type PayloadOf<E extends Endpoint> = z.input<E['request']>;
/** What the server side receives once validated. */
export type ValidPayloadOf<E extends Endpoint> = z.output<E['request']>;
/** The parsed `data` of a successful answer. */
export type ResultOf<E extends Endpoint> = z.output<E['response']>;
