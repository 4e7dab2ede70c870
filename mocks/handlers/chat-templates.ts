import type { HttpHandler } from 'msw';
import { chatTemplatesEndpoints as api } from '@/lib/api/endpoints/chat-templates';
import { seedTemplates, type DbTemplate, type DbTemplatesState } from '../db/templates-seed';
import { db } from '../db/store';
import type { DbState, DbUser } from '../db/types';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok, type Reply } from '../server/endpoint';

/**
 * Quick message templates of the demo backend (api/message-template/*). The spec does not show the
 * server's rules (section 6: "server enforcement: not shown"); these are the demo's:
 * - Who sees what (list, and what may be changed or deleted): types 1 and 3 every staff user
 *   (roles 1 to 3); type 2 agents (role 2) only, although agents do not reach the page; type 9
 *   only the user who owns it. Members (role 4) are refused.
 * - Create, update and delete answer the envelope's code 1000 and judge the call in data.code
 *   (chat spec section 7): 1000 done; 5002 refused, with data.message. The demo refuses a title of
 *   exactly "fail" (to show the failure on demand) and a title another visible template already
 *   has (compared trimmed and ignoring case), and answers 4040 for a template the user cannot see.
 * - Times are stamped with the server's UTC clock; the list is newest first (highest id first).
 * - username is the creator, who owns a type 9 template: an update keeps it.
 */

const STAFF_ROLES = new Set([1, 2, 3]);
const AGENT_ROLE = 2;
/** The title that makes the demo refuse a save (documented on the page's stories and e2e). */
export const DEMO_FAILING_TITLE = 'fail';

export function canSeeTemplate(template: Pick<DbTemplate, 'type' | 'username'>, user: DbUser): boolean {
  if (!STAFF_ROLES.has(user.role_id)) return false;
  if (template.type === 9) return template.username === user.username;
  if (template.type === 2) return user.role_id === AGENT_ROLE;
  return true;
}

/** A saved demo store from before the templates has no templates part: it starts from the seed. */
const templatesOf = (state: DbState): DbTemplatesState =>
  (state as Partial<DbState>).templates?.items ? state.templates : seedTemplates().templates;

function change(apply: (templates: DbTemplatesState) => void): void {
  db.update((s) => {
    const saved = s as Partial<DbState>;
    if (!saved.templates?.items) saved.templates = seedTemplates().templates;
    apply(s.templates);
  });
}

const pad = (n: number) => String(n).padStart(2, '0');
function utcNow(): string {
  const d = new Date();
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The envelope says 1000; the template result is in data (code and message). */
const result = (code: number, message: string): Reply => ok({ code, message }, message);
const done = () => result(MOCK_CODE.success, 'success');
const refused = (message: string) => result(MOCK_CODE.rejected, message);
const notFound = () => result(MOCK_CODE.notFound, 'Not Found');
const forbidden = () => fail(MOCK_CODE.forbidden, 'Insufficient authority');

function titleProblem(state: DbState, user: DbUser, title: string, exceptId?: number): Reply | null {
  if (title === DEMO_FAILING_TITLE) return refused('The template could not be saved.');
  const key = title.trim().toLowerCase();
  const taken = templatesOf(state).items.some(
    (t) => t.id !== exceptId && canSeeTemplate(t, user) && t.title.trim().toLowerCase() === key,
  );
  return taken ? refused(`A template titled "${title}" already exists.`) : null;
}

export const chatTemplatesHandlers: HttpHandler[] = [
  endpoint(api.messageTemplates, ({ state, user }) => {
    if (!STAFF_ROLES.has(user.role_id)) return forbidden();
    const visible = templatesOf(state).items.filter((t) => canSeeTemplate(t, user));
    return ok([...visible].sort((a, b) => b.id - a.id));
  }),

  endpoint(api.createMessageTemplate, ({ payload, state, user }) => {
    if (!STAFF_ROLES.has(user.role_id)) return forbidden();
    const problem = titleProblem(state, user, payload.title);
    if (problem) return problem;
    const now = utcNow();
    const template: DbTemplate = {
      id: db.nextId(),
      ...payload,
      username: user.username,
      created_at: now,
      updated_at: now,
    };
    change((t) => {
      t.items.push(template);
    });
    return done();
  }),

  endpoint(api.updateMessageTemplate, ({ payload, state, user }) => {
    if (!STAFF_ROLES.has(user.role_id)) return forbidden();
    const { targetID, ...fields } = payload;
    const current = templatesOf(state).items.find((t) => t.id === targetID);
    if (!current || !canSeeTemplate(current, user)) return notFound();
    const problem = titleProblem(state, user, fields.title, targetID);
    if (problem) return problem;
    change((t) => {
      const i = t.items.findIndex((x) => x.id === targetID);
      t.items[i] = { ...t.items[i]!, ...fields, updated_at: utcNow() };
    });
    return done();
  }),

  endpoint(api.deleteMessageTemplate, ({ payload, state, user }) => {
    if (!STAFF_ROLES.has(user.role_id)) return forbidden();
    const current = templatesOf(state).items.find((t) => t.id === payload.targetID);
    if (!current || !canSeeTemplate(current, user)) return notFound();
    change((t) => {
      t.items = t.items.filter((x) => x.id !== payload.targetID);
    });
    return done();
  }),
];
