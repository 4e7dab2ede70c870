import { ORDER_TYPES, flowLimitRecord } from '@mocks/db/bank-seed';
import {
  bankAccountAnswerSchema,
  flowLimitListSchema,
  orderTypeListSchema,
  type BankAccountAnswer,
} from '../schemas/bank-answers';

export const storyOrderTypes = orderTypeListSchema.parse(ORDER_TYPES);

/** Never saved: editable, no bsb code. */
export const firstAccount: BankAccountAnswer = bankAccountAnswerSchema.parse({
  account: null,
  enable_bsb_code: 0,
  bsb_code_alias: '',
  is_first: 1,
  account_name_modify: 0,
});

/** Saved with a bsb code ("062000__12345678"), labelled by the alias "BSB". */
export const bsbAccount: BankAccountAnswer = bankAccountAnswerSchema.parse({
  account: { id: 501, bank_id: 2, account_name: 'Player Two', account_no: '062000__12345678', bsb_code: '062000' },
  enable_bsb_code: 1,
  bsb_code_alias: 'BSB',
  is_first: 0,
  account_name_modify: 1,
});

/** Saved without a bsb code. */
export const plainAccount: BankAccountAnswer = bankAccountAnswerSchema.parse({
  account: { id: 502, bank_id: 4, account_name: 'Player Three', account_no: '44556677', bsb_code: '' },
  enable_bsb_code: 0,
  bsb_code_alias: '',
  is_first: 0,
  account_name_modify: 0,
});

export const flowRows = (memberId: number, count: number) =>
  flowLimitListSchema.parse(Array.from({ length: count }, (_, i) => flowLimitRecord(memberId, i)));
