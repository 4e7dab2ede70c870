import type * as core from 'zod/v4/core';

/** One shape a request may take: its field names, and which of them may be left out. */
export type RequestShape = { fields: string[]; optional: string[] };

/**
 * The field names of a request schema, one entry per shape it accepts (an object has one; a union,
 * such as api/user/list's role list or name search, one per option). Read from the schema's
 * definition, so the contract test and the demo backend see exactly what the client is typed by.
 */
export function requestShapes(schema: core.$ZodType): RequestShape[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = (def as core.$ZodObjectDef).shape;
      const fields = Object.keys(shape);
      return [{ fields, optional: fields.filter((f) => shape[f]?._zod.optin === 'optional') }];
    }
    case 'union': {
      // Options with the same fields (api/sendMessage's text and image) are one shape.
      const shapes = (def as core.$ZodUnionDef).options.flatMap(requestShapes);
      return shapes.filter((s, i) => shapes.findIndex((o) => JSON.stringify(o) === JSON.stringify(s)) === i);
    }
    case 'pipe':
      return requestShapes((def as core.$ZodPipeDef).in);
    default:
      throw new Error(`A request schema must be an object or a union of objects, not ${def.type}`);
  }
}

/**
 * Fields of the payload that no shape of the schema names. A schema without named fields (a story's
 * own catch-all record, which records whatever the screen sends) names none to refuse.
 */
export function unexpectedFields(schema: core.$ZodType, payload: unknown): string[] {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return [];
  const type = schema._zod.def.type;
  if (type !== 'object' && type !== 'union' && type !== 'pipe') return [];
  const known = new Set(requestShapes(schema).flatMap((s) => s.fields));
  return Object.keys(payload).filter((key) => !known.has(key));
}
