/**
 * The order rule every date-range search form shares (history, SR02, the audit flow): the end must
 * come after the start. The message sits on the end field, where the user fixes it. A missing end is
 * left to the fields' own "required" messages, so an empty form shows one message per field.
 *
 * Values are same-length wall-clock texts ("YYYY-MM-DD" or "YYYY-MM-DDTHH:mm"), which compare
 * correctly as text. `sameAllowed` is for whole days, where a one-day range is start = end (SR02);
 * a date-time range of no length would find nothing, so it stays an error there.
 *
 * Spread into zod's refine: `.refine(...rangeOrderRule('start', 'end', 'ns:validation.endBeforeStart'))`.
 */
export function rangeOrderRule<S extends string, E extends string>(
  start: S,
  end: E,
  message: string,
  { sameAllowed = false }: { sameAllowed?: boolean } = {},
) {
  const check = (values: Record<S | E, string>) => {
    const from = values[start];
    const to = values[end];
    if (!from || !to) return true;
    return sameAllowed ? to >= from : to > from;
  };
  const params: { path: PropertyKey[]; message: string } = { path: [end], message };
  return [check, params] as const;
}
