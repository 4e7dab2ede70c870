import type * as core from 'zod/v4/core';

/**
 * One call of the API contract: its path (appended to the API base), the zod schema of the payload
 * it sends and the zod schema of the `data` it answers. The client types its payload from
 * `request` and parses the answer with `response`; the demo backend validates with `request`.
 * Schemas may be classic zod or zod/mini (the sign-in calls use the light form): both are zod 4
 * core schemas, so nothing here calls their methods.
 */
export type Endpoint<Req extends core.$ZodType = core.$ZodType, Res extends core.$ZodType = core.$ZodType> = {
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
};

export const defineEndpoint = <Req extends core.$ZodType, Res extends core.$ZodType>(
  path: string,
  request: Req,
  response: Res,
): Endpoint<Req, Res> => ({ path, request, response });

/**
 * What the caller passes: the request schema's input. Request schemas carry no defaults, so every
 * field the spec's call tables list must be given (src/lib/api/contract.test.ts holds them to it).
 */
export type PayloadOf<E extends Endpoint> = core.input<E['request']>;
/** What the server side receives once validated. */
export type ValidPayloadOf<E extends Endpoint> = core.output<E['request']>;
/** The parsed `data` of a successful answer. */
export type ResultOf<E extends Endpoint> = core.output<E['response']>;
