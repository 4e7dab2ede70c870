/**
 * Calendar days as the picker handles them: "YYYY-MM-DD" text on the platform's calendar, turned into
 * a local midnight Date only for drawing the month grid. The browser's own zone never moves a day.
 */
export function dayToDate(day: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Intl locale for calendar texts: the app's language with the Gregorian calendar and Latin digits,
 * so month and day names are localised while years and days read like every other date of the app
 * (Thai would otherwise count Buddhist years, Burmese and Bengali use their own digits).
 */
export function calendarLocale(language: string): string {
  try {
    return new Intl.Locale(language, { calendar: 'gregory', numberingSystem: 'latn' }).toString();
  } catch {
    return 'en-u-ca-gregory-nu-latn';
  }
}
