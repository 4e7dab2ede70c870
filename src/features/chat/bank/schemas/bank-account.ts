import { z } from 'zod';
import type { BankAccountAnswer } from '@/lib/api/endpoints/chat-bank';
import { mayEditBankAccount, type ViewerRole } from '@/lib/session/role-policy';

/** Bank fields hold at most 50 characters (chat spec sections 5 and 9). */
export const BANK_FIELD_MAX = 50;
/** With enable_bsb_code the stored account_no is the bsb code and the number joined by this. */
export const BSB_SEPARATOR = '__';

const required = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `chat-bank:validation.${field}Required`)
    .max(BANK_FIELD_MAX, `chat-bank:validation.${field}TooLong`);

/** The bank account form: every field as typed; bank_id is the chosen order type's id as text. */
export const bankAccountFormSchema = z.object({
  bank_id: z.string().min(1, 'chat-bank:validation.bankRequired'),
  account_name: required('accountName'),
  account_no: required('accountNo'),
  bsb_code: z.string().trim().max(BANK_FIELD_MAX, 'chat-bank:validation.bsbTooLong'),
});
export type BankAccountForm = z.infer<typeof bankAccountFormSchema>;

/**
 * Splits a stored account_no for the form: with the bsb setting on, "062000__12345678" becomes bsb
 * code 062000 and number 12345678; a number without the separator keeps the stored bsb_code.
 */
export function splitAccountNo(
  stored: string,
  enableBsb: boolean,
  storedBsb = '',
): { bsb_code: string; account_no: string } {
  if (!enableBsb) return { bsb_code: storedBsb, account_no: stored };
  const at = stored.indexOf(BSB_SEPARATOR);
  if (at < 0) return { bsb_code: storedBsb, account_no: stored };
  return { bsb_code: stored.slice(0, at), account_no: stored.slice(at + BSB_SEPARATOR.length) };
}

/** Joins the form's bsb code and number for saving (bsb setting on and a bsb code given). */
export function joinAccountNo(form: Pick<BankAccountForm, 'bsb_code' | 'account_no'>, enableBsb: boolean): string {
  const number = form.account_no.trim();
  const bsb = form.bsb_code.trim();
  return enableBsb && bsb ? `${bsb}${BSB_SEPARATOR}${number}` : number;
}

/** Form values shown for an answer of api/members/bank-account. */
export function bankAccountFormValues(answer: BankAccountAnswer | null): BankAccountForm {
  const account = answer?.account ?? null;
  if (!account) return { bank_id: '', account_name: '', account_no: '', bsb_code: '' };
  const { bsb_code, account_no } = splitAccountNo(account.account_no, answer?.enable_bsb_code === 1, account.bsb_code);
  return {
    bank_id: account.bank_id ? String(account.bank_id) : '',
    account_name: account.account_name,
    account_no,
    bsb_code,
  };
}

/** What api/members/bank-account/create receives for the form's values. */
export function bankAccountPayload(username: string, form: BankAccountForm, enableBsb: boolean) {
  return {
    username,
    bank_id: Number(form.bank_id),
    account_name: form.account_name.trim(),
    account_no: joinAccountNo(form, enableBsb),
    bsb_code: enableBsb ? form.bsb_code.trim() : '',
  };
}

/** Editable when the account was never saved or its name may be changed, and only for roles that may edit bank data (role-policy). */
export function canEditBankAccount(
  flags: Pick<BankAccountAnswer, 'is_first' | 'account_name_modify'>,
  role: ViewerRole,
): boolean {
  return (flags.is_first === 1 || flags.account_name_modify === 1) && mayEditBankAccount(role);
}
