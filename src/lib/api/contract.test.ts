import type * as core from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { requestShapes } from '@mocks/server/request-keys';
import { endpoints } from './endpoints';
import { BACKOFFICE_CALLS, CHAT_CALLS, NAMED_ELSEWHERE, type SpecCall } from '@/test/fixtures/spec-call-table';

/**
 * Every call of the registry sends exactly the fields of the spec's call tables (src/test/fixtures/spec-call-table.ts):
 * the request schema the client is typed by and the demo backend validates with names those fields,
 * plus the extras the table gives a reason for, and nothing else. A new endpoint cannot slip in
 * without a row in the table.
 */

const entries = Object.values(endpoints);
const asList = (call: SpecCall | readonly SpecCall[]): readonly SpecCall[] => ('fields' in call ? [call] : call);
const sorted = (names: Iterable<string>) => [...names].sort();

function specFor(path: string): readonly SpecCall[] | undefined {
  const row = BACKOFFICE_CALLS[path] ?? CHAT_CALLS[path];
  return row ? asList(row) : NAMED_ELSEWHERE[path] && [NAMED_ELSEWHERE[path].call];
}

const expected = (call: SpecCall) => ({
  fields: sorted([...call.fields, ...Object.keys(call.extras ?? {})]),
  optional: sorted(Object.keys(call.optional ?? {})),
});

/** Schema kinds that fill in or replace what the screen sent: a request schema has none. */
const FILLERS = new Set(['default', 'prefault', 'catch']);

function fillersIn(schema: core.$ZodType, at = ''): string[] {
  const def = schema._zod.def;
  if (FILLERS.has(def.type)) return [at || '(root)'];
  const inner = (key: string, child: unknown) => fillersIn(child as core.$ZodType, at ? `${at}.${key}` : key);
  switch (def.type) {
    case 'object':
      return Object.entries((def as core.$ZodObjectDef).shape).flatMap(([key, child]) => inner(key, child));
    case 'union':
      return (def as core.$ZodUnionDef).options.flatMap((o) => fillersIn(o, at));
    case 'array':
      return inner('[]', (def as core.$ZodArrayDef).element);
    case 'pipe':
      return [...fillersIn((def as core.$ZodPipeDef).in, at), ...fillersIn((def as core.$ZodPipeDef).out, at)];
    case 'optional':
    case 'nullable':
      return fillersIn((def as core.$ZodOptionalDef).innerType, at);
    default:
      return [];
  }
}

/** The item fields of an array field of an object schema. */
function nestedFields(schema: core.$ZodType, field: string): string[] {
  const shape = (schema._zod.def as core.$ZodObjectDef).shape;
  const element = (shape[field]?._zod.def as core.$ZodArrayDef).element;
  return requestShapes(element).flatMap((s) => s.fields);
}

describe('the call tables of the spec', () => {
  it('list every call of the registry, and the registry makes every call they list', () => {
    const registry = new Set(entries.map((e) => e.path));
    const unlisted = [...registry].filter((path) => !specFor(path));
    expect(unlisted, 'calls missing from spec-call-table.ts').toEqual([]);
    const listed = [...Object.keys(BACKOFFICE_CALLS), ...Object.keys(CHAT_CALLS), ...Object.keys(NAMED_ELSEWHERE)];
    expect(listed.filter((path) => !registry.has(path))).toEqual([]);
  });

  it('agree where both tables list a call', () => {
    for (const path of Object.keys(CHAT_CALLS).filter((p) => p in BACKOFFICE_CALLS))
      expect(asList(CHAT_CALLS[path]!).map(expected), path).toEqual(asList(BACKOFFICE_CALLS[path]!).map(expected));
  });

  it('give every extra and every optional field its reason', () => {
    const rows = [...Object.values(BACKOFFICE_CALLS), ...Object.values(CHAT_CALLS)].flatMap(asList);
    for (const row of rows) {
      for (const reason of [...Object.values(row.extras ?? {}), ...Object.values(row.optional ?? {})])
        expect(reason.length).toBeGreaterThan(10);
      for (const field of Object.keys(row.optional ?? {}))
        expect([...row.fields, ...Object.keys(row.extras ?? {})]).toContain(field);
    }
  });
});

describe.each(entries.map((e) => [e.path, e] as const))('%s', (path, entry) => {
  // Every row of both call tables: each path of the registry is checked against its row here.
  // @spec bo.calls.api/login bo.calls.api/sendValidateCode bo.calls.api/checkValidateCode bo.calls.api/googleAuth
  // @spec bo.calls.api/logout bo.calls.api/userMenu/list bo.calls.api/userMenu/auth bo.calls.api/user/list
  // @spec bo.calls.api/user/list-search bo.calls.api/user/add bo.calls.api/user/edit bo.calls.api/user/edit-self
  // @spec bo.calls.api/user/delete bo.calls.api/user/transaction bo.calls.api/user/view bo.calls.api/member/view
  // @spec bo.calls.api/transaction/list bo.calls.api/redEnvelope/record bo.calls.api/transaction/add
  // @spec bo.calls.api/transaction/edit bo.calls.api/report/sr02 bo.calls.api/setting/view bo.calls.api/setting/save
  // @spec chat.calls.api/room/list chat.calls.api/room/enter chat.calls.api/room/changeStatus
  // @spec chat.calls.api/room/recover chat.calls.api/room/history chat.calls.api/readMessage chat.calls.api/sendMessage
  // @spec chat.calls.api/friend/list chat.calls.api/customer/list chat.calls.api/friend/view chat.calls.api/friend/edit
  // @spec chat.calls.api/note/list chat.calls.api/note/add chat.calls.api/note/edit chat.calls.api/note_content/list
  // @spec chat.calls.api/note_content/add chat.calls.api/note_content/edit chat.calls.api/note_content/delete
  // @spec chat.calls.api/message-template/list chat.calls.api/message-template/create
  // @spec chat.calls.api/message-template/update chat.calls.api/message-template/delete chat.calls.api/transaction/add
  // @spec chat.calls.api/member/view chat.calls.api/user/view chat.calls.api/member/flowLimit
  // @spec chat.calls.api/members/hasBankCardSetting chat.calls.api/members/bank-card
  // @spec chat.calls.api/members/bank-card/create chat.calls.api/members/bank-card/delete
  // @spec chat.calls.api/members/bank-account chat.calls.api/members/bank-account/create chat.calls.api/orderType/list
  it('sends exactly the fields of its table row, the optional ones as the row says', () => {
    const spec = specFor(path);
    expect(spec, `${path} is not in spec-call-table.ts`).toBeDefined();
    const actual = requestShapes(entry.request).map((s) => ({
      fields: sorted(s.fields),
      optional: sorted(s.optional),
    }));
    expect(actual).toEqual(spec!.map(expected));
    for (const [field, items] of spec!.flatMap((s) => Object.entries(s.nested ?? {})))
      expect(sorted(nestedFields(entry.request, field)), `${path} ${field}[]`).toEqual(sorted(items));
  });

  it('fills in nothing the screen left out (no default or catch)', () => {
    expect(fillersIn(entry.request)).toEqual([]);
  });
});
