import { describe, expect, it } from 'vitest';
import {
  bankAccountFormSchema,
  bankAccountFormValues,
  bankAccountPayload,
  canEditBankAccount,
  joinAccountNo,
  splitAccountNo,
} from './bank-account';
import { bankCardFormSchema, bankCardsPayload, canAddBankCard } from './bank-card';

const valid = { bank_id: '2', account_name: 'Player Two', account_no: '12345678', bsb_code: '062000' };
const messages = (input: unknown) => {
  const result = bankAccountFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('bsb code and account number', () => {
  it('splits a stored number with the bsb setting on', () => {
    expect(splitAccountNo('062000__12345678', true)).toEqual({ bsb_code: '062000', account_no: '12345678' });
  });
  it('keeps the whole number with the setting off or without the separator', () => {
    expect(splitAccountNo('062000__12345678', false)).toEqual({ bsb_code: '', account_no: '062000__12345678' });
    expect(splitAccountNo('12345678', true, '083004')).toEqual({ bsb_code: '083004', account_no: '12345678' });
  });
  it('joins with a double underscore only with the setting on and a bsb code', () => {
    expect(joinAccountNo({ bsb_code: ' 062000 ', account_no: '12345678 ' }, true)).toBe('062000__12345678');
    expect(joinAccountNo({ bsb_code: '', account_no: '12345678' }, true)).toBe('12345678');
    expect(joinAccountNo({ bsb_code: '062000', account_no: '12345678' }, false)).toBe('12345678');
  });
  it('round-trips through the form', () => {
    const answer = {
      account: { id: 1, bank_id: 2, account_name: 'A', account_no: '062000__12345678', bsb_code: '062000' },
      enable_bsb_code: 1,
      bsb_code_alias: 'BSB',
      is_first: 0,
      account_name_modify: 1,
    };
    const form = bankAccountFormValues(answer);
    expect(form).toEqual({ bank_id: '2', account_name: 'A', account_no: '12345678', bsb_code: '062000' });
    expect(bankAccountPayload('player02', form, true)).toEqual({
      username: 'player02',
      bank_id: 2,
      account_name: 'A',
      account_no: '062000__12345678',
      bsb_code: '062000',
    });
    expect(bankAccountFormValues(null)).toEqual({ bank_id: '', account_name: '', account_no: '', bsb_code: '' });
  });
});

describe('bank account rules', () => {
  it('accepts a complete account and an empty bsb code', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, bsb_code: '' })).toEqual([]);
  });
  it('requires bank type, account name and account number', () => {
    expect(messages({ bank_id: '', account_name: ' ', account_no: '', bsb_code: '' })).toEqual([
      'chat-bank:validation.bankRequired',
      'chat-bank:validation.accountNameRequired',
      'chat-bank:validation.accountNoRequired',
    ]);
  });
  it('allows at most 50 characters in each field', () => {
    const long = 'x'.repeat(51);
    expect(messages({ ...valid, account_name: 'x'.repeat(50) })).toEqual([]);
    expect(messages({ ...valid, account_name: long, account_no: long, bsb_code: long })).toEqual([
      'chat-bank:validation.accountNameTooLong',
      'chat-bank:validation.accountNoTooLong',
      'chat-bank:validation.bsbTooLong',
    ]);
  });
  it('is editable when first or name may change, only for roles 1 and 3', () => {
    expect(canEditBankAccount({ is_first: 1, account_name_modify: 0 }, 1)).toBe(true);
    expect(canEditBankAccount({ is_first: 0, account_name_modify: 1 }, 3)).toBe(true);
    expect(canEditBankAccount({ is_first: 1, account_name_modify: 1 }, 2)).toBe(false);
    expect(canEditBankAccount({ is_first: 1, account_name_modify: 1 }, null)).toBe(false);
    expect(canEditBankAccount({ is_first: 0, account_name_modify: 0 }, 1)).toBe(false);
  });
});

describe('bank cards', () => {
  const cards = [{ id: 7, bank_id: 1, account_name: 'A', account_no: '1' }];
  it('may add a card only with the setting and under the amount', () => {
    expect(canAddBankCard({ has_bank_card_setting: 1, bank_card_amount: 2 }, cards)).toBe(true);
    expect(canAddBankCard({ has_bank_card_setting: 1, bank_card_amount: 1 }, cards)).toBe(false);
    expect(canAddBankCard({ has_bank_card_setting: 0, bank_card_amount: 5 }, [])).toBe(false);
  });
  it('sends the saved cards with their ids and the new one with null', () => {
    expect(bankCardsPayload('p', 'service01', cards, { bank_id: '3', account_name: ' B ', account_no: '2' })).toEqual({
      username: 'p',
      operator_cs: 'service01',
      accounts: [
        { exist_data_id: 7, bank_id: 1, account_name: 'A', account_no: '1' },
        { exist_data_id: null, bank_id: 3, account_name: 'B', account_no: '2' },
      ],
    });
  });
  it('has the same rules as the account', () => {
    const result = bankCardFormSchema.safeParse({ bank_id: '', account_name: '', account_no: 'x'.repeat(51) });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'chat-bank:validation.bankRequired',
      'chat-bank:validation.accountNameRequired',
      'chat-bank:validation.accountNoTooLong',
    ]);
  });
});
