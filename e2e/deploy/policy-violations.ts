import type { Page } from '@playwright/test';

export type Violation = { route: string; directive: string; blocked: string; sample: string };
const TRUSTED_TYPES = ['require-trusted-types-for', 'trusted-types'];
export const isTrustedTypes = (v: Violation) => TRUSTED_TYPES.includes(v.directive);

/**
 * Every policy violation the page reports: the browser's `securitypolicyviolation` events, Content
 * Security Policy and Trusted Types alike (violatedDirective 'require-trusted-types-for' for text
 * given to a sink, 'trusted-types' for a policy the header does not name), by route; and any console
 * message of a refusal, for those that raise no event in the page (a worker's own).
 */
export async function recordViolations(page: Page): Promise<{ events: Violation[]; console: string[] }> {
  const events: Violation[] = [];
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Trusted ?Type|requires 'Trusted\w+' assignment|Refused to (load|execute|apply|connect|create|frame)/i.test(
        text,
      )
    )
      messages.push(`${page.url()}: ${text}`);
  });
  // Awaited: a page opened before both are in place would report nothing.
  await page.exposeBinding('__reportViolation', ({ frame }, directive: string, blocked: string, sample: string) => {
    events.push({ route: new URL(frame.url()).pathname, directive, blocked, sample });
  });
  await page.addInitScript(() => {
    type Reporting = { __reportViolation: (...args: string[]) => Promise<void> };
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as Reporting).__reportViolation(e.violatedDirective, e.blockedURI, e.sample);
    });
  });
  return { events, console: messages };
}
