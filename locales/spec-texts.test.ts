import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n';

/**
 * The texts both specifications quote word for word (backoffice and chat, sections 8 and 9): the
 * English catalogue keeps them, so a rewording for style cannot drift away from the spec. Success
 * toasts may add what was done after the spec's words ('created: account abc'); the shorter keys
 * are the spec's words alone.
 */
type Tree = { [key: string]: string | Tree };

function text(lng: string, nsAndKey: string): string {
  const [ns, key = ''] = nsAndKey.split(':');
  const tree = JSON.parse(readFileSync(path.join(__dirname, lng, `${ns}.json`), 'utf8')) as Tree;
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`${lng}/${ns}:${key} is missing`);
  return value;
}

/** i18next's interpolation, enough for these texts. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

const EXACT: Record<string, string> = {
  'auth:agentBackendReLoginPrompt': 'Please re-login to the agent backend.',
  'common:noAuthority': 'Insufficient authority',
  'common:notFound': 'Not Found',
  'chat-nav:contacts.notFound': 'Not Found',
  'common:noDataAvailable': 'No data available',
  'chat-points:eventMode': 'Activity mode forbids sending and receiving red envelopes',
  'auth:tokenExpired': 'Token has expired',
  'auth:logoutSuccess': 'Logout successfully.',
  'failure:errorPage.403': 'Sorry, access denied.',
  'failure:errorPage.500': 'Sorry, the server is down.',
  'failure:errorPage.404': 'Sorry, page not found',
  'accounts:alerts.created': 'created',
  'accounts:alerts.edited': 'edited',
  'settings:self.edited': 'edited',
  'settings:system.saved': 'saved',
  'accounts:transfer.success': 'Transaction Success',
  'chat-bank:cards.saved': 'Success',
  'chat-bank:account.saved': 'success!',
  'chat-bank:copy.done': 'Success!',
  'chat-room:transfer.rejected': 'User is rejected',
  'chat-room:transfer.waitingConsent': 'Waiting for user consent',
  'chat-room:transfer.expired': 'Expired',
};

/** Toasts that name what was done after the spec's words. */
const STARTS_WITH: Record<string, string> = {
  'accounts:alerts.createdDetail': 'created',
  'accounts:alerts.editedDetail': 'edited',
  'settings:self.editedDetail': 'edited',
  'settings:system.savedDetail': 'saved',
  'accounts:transfer.successIn': 'Transaction Success',
  'accounts:transfer.successOut': 'Transaction Success',
  'accounts:transfer.successInGame': 'Transaction Success',
  'accounts:transfer.successOutGame': 'Transaction Success',
};

describe('English texts the specifications quote', () => {
  for (const [key, spec] of Object.entries(EXACT)) {
    // @spec bo.errors.success-created bo.errors.success-edited bo.errors.success-saved bo.errors.success-transaction bo.errors.label-noAuthority bo.errors.label-agentBackendReLoginPrompt bo.errors.label-notFound bo.errors.label-noDataAvailable bo.errors.label-eventModeNoTransfer bo.errors.token-expired chat.errors.bank-card-create-success chat.errors.bank-account-success chat.errors.text-agent-relogin chat.errors.text-insufficient-authority chat.errors.text-not-found chat.errors.text-no-data chat.errors.text-activity-mode
    it(`${key} is '${spec}'`, () => expect(text('en', key)).toBe(spec));
  }

  for (const [key, spec] of Object.entries(STARTS_WITH)) {
    it(`${key} starts with '${spec}'`, () => {
      const shown = fill(text('en', key), { username: 'abc', name: 'abc', amount: '10.00' });
      expect(shown.startsWith(spec), shown).toBe(true);
      expect(shown.length).toBeGreaterThan(spec.length);
    });
  }

  for (const key of ['share:copied', 'shell:share.copied']) {
    // @spec bo.errors.success-copied
    it(`${key} is 'Copied Success: {link}'`, () => {
      const link = 'https://example.test/Signup/AB12';
      expect(fill(text('en', key), { link })).toBe(`Copied Success: ${link}`);
    });
  }
});

describe('Indonesian texts the specifications quote', () => {
  // @spec chat.errors.text-insufficient-authority
  it("common:noAuthority is 'Wewenang tidak cukup'", () => {
    expect(text('id', 'common:noAuthority')).toBe('Wewenang tidak cukup');
  });
});

/**
 * The alerts the specifications give in Chinese (chat section 8: non-image upload; backoffice section
 * 8: missing system setting) stay Chinese, in the same words, whatever the interface language.
 */
const CHINESE: Record<string, string> = {
  'chat:image.notAnImage': '請確認檔案為圖片類型。',
  'settings:system.notSetUp': '系統尚未設定',
};

describe('Alerts the specifications give in Chinese', () => {
  for (const [key, chinese] of Object.entries(CHINESE)) {
    // @spec chat.errors.non-image-upload bo.errors.missing-setting
    it(`${key} is '${chinese}' in every language`, () => {
      expect(Object.fromEntries(LANGUAGES.map((lng) => [lng, text(lng, key)]))).toEqual(
        Object.fromEntries(LANGUAGES.map((lng) => [lng, chinese])),
      );
    });
  }
});
