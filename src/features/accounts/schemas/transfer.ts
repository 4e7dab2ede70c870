import { z } from 'zod';
import {
  addAmounts,
  DECIMAL_TEXT,
  effectiveBalance,
  isUnlimited,
  normalizeAmount,
  toDecimal,
  transferInAudit,
} from '@/lib/money';
import type { TransferPayload } from '@/lib/api/endpoints/accounts';
import type { ManagedAccount } from './account';

/** Wallet numbers of api/user/transaction `type` (spec: main wallet 1, game wallet 2). */
export const WALLET = { main: '1', game: '2' } as const;
export type Wallet = (typeof WALLET)[keyof typeof WALLET];

const V = 'accounts:transfer.validation';

/**
 * Spec section 5: a minus sign is allowed only as the first character; anything else that is not a
 * digit or one decimal point is rejected (not silently dropped, so the user sees what will be sent).
 */
function amountIssue(text: string): string | null {
  const value = text.trim();
  if (value === '' || value === '-') return `${V}.amountRequired`;
  if (value.slice(1).includes('-')) return `${V}.minusFirstOnly`;
  if (!DECIMAL_TEXT.test(value)) return `${V}.amountFormat`;
  if (toDecimal(normalizeAmount(value))?.eq(0)) return `${V}.amountNotZero`;
  return null;
}

export type TransactionRules = {
  /** Viewer has is_multiple_wallet 1: the wallet choice is shown and sent. */
  multiWallet: boolean;
  /** Viewer has deduct_point_button_visible 1: a negative amount in the game wallet deducts directly. */
  deductAllowed: boolean;
};

export function transactionInputSchema({ multiWallet, deductAllowed }: TransactionRules) {
  return z
    .object({
      amount: z.string(),
      wallet: z.enum([WALLET.main, WALLET.game]),
      remark: z.string().trim().min(1, `${V}.remarkRequired`),
    })
    .superRefine((input, ctx) => {
      const issue = amountIssue(input.amount);
      if (issue) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: issue });
        return;
      }
      // The game wallet cannot be washed; only a viewer allowed to deduct may send a negative there.
      if (multiWallet && input.wallet === WALLET.game && input.amount.trim().startsWith('-') && !deductAllowed)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: `${V}.gameWalletPositive` });
    });
}
export type TransactionInput = z.infer<ReturnType<typeof transactionInputSchema>>;

/** Spec section 5: the deposit amount keeps digits and one decimal point; everything else is stripped as typed. */
export function sanitizeDepositAmount(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

export const depositInputSchema = z.object({
  amount: z.string().superRefine((value, ctx) => {
    const issue = amountIssue(sanitizeDepositAmount(value));
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
  remark: z.string().trim().min(1, `${V}.remarkRequired`),
});
export type DepositInput = z.infer<typeof depositInputSchema>;

// The wire payload of api/user/transaction is the API contract's.
export type { TransferPayload } from '@/lib/api/endpoints/accounts';

export function transactionPayload(
  account: Pick<ManagedAccount, 'id'>,
  input: TransactionInput,
  multiWallet: boolean,
): TransferPayload {
  return {
    id: account.id,
    amount: normalizeAmount(input.amount),
    remark: input.remark.trim(),
    ...(multiWallet ? { type: input.wallet === WALLET.game ? 2 : 1 } : {}),
  };
}

/**
 * A deposit is a transfer in: the same api/user/transaction call with a positive amount into the
 * main wallet, so no `type` is sent (the server's default wallet is the main one).
 */
export function depositPayload(account: Pick<ManagedAccount, 'id'>, input: DepositInput): TransferPayload {
  return { id: account.id, amount: normalizeAmount(sanitizeDepositAmount(input.amount)), remark: input.remark.trim() };
}

/** The balance of the chosen wallet as a decimal string; null when unknown. */
export function walletBalance(account: ManagedAccount, wallet: Wallet): string | null {
  if (wallet === WALLET.game)
    return account.game_wallet === null ? null : (toDecimal(account.game_wallet)?.toFixed() ?? null);
  return effectiveBalance(account);
}

/**
 * Balance after the transfer, computed in decimal (never floats). null while the amount is not a
 * valid number, or when the balance is unlimited (-1) and stays so.
 */
export function balanceAfter(balance: string | null, amount: string): string | null {
  if (balance === null || isUnlimited(balance)) return null;
  const issue = amountIssue(amount);
  if (issue) return null;
  return addAmounts(balance, normalizeAmount(amount));
}

/**
 * Spec section 9: the audit amount of a transfer in is the amount times the viewer's
 * transfer_member_flow_limit_multiple. null for a transfer out, an invalid amount or no multiple.
 */
export function auditAmount(amount: string, multiple: string | null | undefined): string | null {
  if (amountIssue(amount)) return null;
  return transferInAudit(normalizeAmount(amount), multiple);
}

export type TransferOutcome = { direction: 'in' | 'out'; amount: string; gameWallet: boolean };

/**
 * What a successful transfer did, for its notice: the direction from the amount's sign (minus
 * washes out, a game-wallet minus deducts), the amount without its sign, and which wallet.
 */
export function transferOutcome(payload: Pick<TransferPayload, 'amount' | 'type'>): TransferOutcome {
  const out = payload.amount.startsWith('-');
  return {
    direction: out ? 'out' : 'in',
    amount: out ? payload.amount.slice(1) : payload.amount,
    gameWallet: payload.type === 2,
  };
}
