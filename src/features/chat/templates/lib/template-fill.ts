/**
 * Template variables: `{member.nickname}`, `{member.username}`, `{agent.nickname}` and `{date}` are
 * filled from the room before a template is inserted. Names are matched without regard to case
 * (`{Member.Nickname}` is the same variable). Anything else in braces that looks like a variable,
 * such as `{order.id}`, is left as typed for the user to fill, and so is a known variable the room
 * has no value for; both are reported so the picker can say so before inserting.
 */
export const TEMPLATE_VARIABLES = ['member.nickname', 'member.username', 'agent.nickname', 'date'] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** A name of letters (with their marks), digits and underscores, with dotted parts; no spaces inside the braces. */
const VARIABLE = /\{([\p{L}_][\p{L}\p{M}\p{N}_]*(?:\.[\p{L}_][\p{L}\p{M}\p{N}_]*)*)\}/gu;

const known = (name: string): TemplateVariable | null => {
  const lower = name.toLowerCase();
  return (TEMPLATE_VARIABLES as readonly string[]).includes(lower) ? (lower as TemplateVariable) : null;
};

export type FilledTemplate = {
  text: string;
  /** Variables this app does not know, as typed (`{order.id}`), once each in order of appearance. */
  unknown: string[];
  /** Known variables with no value in this room, as typed. */
  empty: string[];
};

export function fillTemplate(content: string, values: TemplateValues): FilledTemplate {
  const unknown: string[] = [];
  const empty: string[] = [];
  const note = (list: string[], token: string) => {
    if (!list.includes(token)) list.push(token);
  };
  const text = content.replace(VARIABLE, (token, name: string) => {
    const variable = known(name);
    if (!variable) {
      note(unknown, token);
      return token;
    }
    const value = values[variable]?.trim();
    if (!value) {
      note(empty, token);
      return token;
    }
    return value;
  });
  return { text, unknown, empty };
}

type RoomPeople = { memberNickname: string; memberUsername: string; agentNickname: string; agentUsername: string };

/**
 * The values of a room. A nickname that is not set falls back to the username, as contacts are
 * listed, so a greeting never reads "Hello {member.nickname}" to the member only because the
 * nickname is empty. `{date}` is today's date on the platform's clock (YYYY-MM-DD).
 */
export function roomValues(people: RoomPeople, date: string): TemplateValues {
  return {
    'member.nickname': people.memberNickname.trim() || people.memberUsername,
    'member.username': people.memberUsername,
    'agent.nickname': people.agentNickname.trim() || people.agentUsername,
    date,
  };
}
