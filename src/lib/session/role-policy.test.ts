import { describe, expect, it } from 'vitest';
import {
  contactSource,
  hidesAccountName,
  mayEditBankAccount,
  mayMakeUpPoints,
  mayUseTemplates,
  ROLE,
  seesUserListBalances,
  type ViewerRole,
} from './role-policy';

/** Every permission for each staff role and for a role not known yet, as the specs give them. */
const TABLE: Array<{
  who: string;
  role: ViewerRole;
  templates: boolean;
  balances: boolean;
  bank: boolean;
  accountNameHiddenInVariant: boolean;
  makeUp: boolean;
  contacts: 'friend' | 'customer' | null;
}> = [
  {
    who: 'administrator',
    role: ROLE.admin,
    templates: true,
    balances: true,
    bank: true,
    accountNameHiddenInVariant: false,
    makeUp: true,
    contacts: 'friend',
  },
  {
    who: 'agent',
    role: ROLE.agent,
    templates: false,
    balances: false,
    bank: false,
    accountNameHiddenInVariant: true,
    makeUp: false,
    contacts: 'friend',
  },
  {
    who: 'customer service',
    role: ROLE.service,
    templates: true,
    balances: true,
    bank: true,
    accountNameHiddenInVariant: false,
    makeUp: false,
    contacts: 'customer',
  },
  {
    who: 'a role not known yet',
    role: null,
    templates: false,
    balances: false,
    bank: false,
    accountNameHiddenInVariant: true,
    makeUp: false,
    contacts: null,
  },
];

describe('role policy', () => {
  it('names the spec roles 1 administrator, 2 agent, 3 customer service', () => {
    expect(ROLE).toEqual({ admin: 1, agent: 2, service: 3 });
  });

  describe.each(TABLE)('for $who', (row) => {
    it(row.templates ? 'opens the quick templates' : 'closes the quick templates', () => {
      expect(mayUseTemplates(row.role)).toBe(row.templates);
    });

    it(row.balances ? "shows /user's balance columns" : "hides /user's balance columns", () => {
      expect(seesUserListBalances(row.role)).toBe(row.balances);
    });

    it(row.bank ? "may edit a member's bank data" : "may not edit a member's bank data", () => {
      expect(mayEditBankAccount(row.role)).toBe(row.bank);
    });

    it('hides the account name only in the variant that asks for it', () => {
      expect(hidesAccountName(row.role, true)).toBe(row.accountNameHiddenInVariant);
      expect(hidesAccountName(row.role, false)).toBe(false);
    });

    it(row.makeUp ? 'may make up points' : 'may not make up points', () => {
      expect(mayMakeUpPoints(row.role)).toBe(row.makeUp);
    });

    it(`searches contacts in ${row.contacts ?? 'no list'}`, () => {
      expect(contactSource(row.role)).toBe(row.contacts);
    });
  });
});
