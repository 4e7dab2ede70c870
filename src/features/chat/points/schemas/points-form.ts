import { z } from 'zod';
import {
  POINTS_PLATFORM,
  POINTS_TYPE,
  POINTS_WALLETS,
  WALLET_CHOICE_TYPES,
  type PointsTransferPayload,
  type PointsType,
  type PointsWallet,
} from '@/lib/api/endpoints/chat-points';
import { mayMakeUpPoints } from '@/lib/session/role-policy';
import { addAmounts, DECIMAL_TEXT, normalizeAmount, toDecimal, transferInAudit } from '@/lib/money';

const V = 'chat-points:validation';

/** The viewer's flags that decide the type list (chat spec section 6). */
export type PointsViewerFlags = {
  role_id: number;
  send_red_envelope_button_visible: number;
  receive_red_envelope_button_visible: number;
  gift_red_envelope_button_visible: number;
  point_button_visible: number;
  is_multiple_wallet: number;
  deduct_point_button_visible: number;
};

/**
 * Type choices from the viewer's flags: send visible gives 1, receive 2, gift 3, point_button_visible
 * 4 (make-up, admin type list only), a multi-wallet viewer 5, deduct_point_button_visible 6.
 */
export function pointsTypeChoices(v: PointsViewerFlags): PointsType[] {
  const choices: PointsType[] = [];
  if (v.send_red_envelope_button_visible === 1) choices.push(POINTS_TYPE.send);
  if (v.receive_red_envelope_button_visible === 1) choices.push(POINTS_TYPE.receive);
  if (v.gift_red_envelope_button_visible === 1) choices.push(POINTS_TYPE.gift);
  if (v.point_button_visible === 1 && mayMakeUpPoints(v.role_id)) choices.push(POINTS_TYPE.makeUp);
  if (v.is_multiple_wallet === 1) choices.push(POINTS_TYPE.gameWalletIn);
  if (v.deduct_point_button_visible === 1) choices.push(POINTS_TYPE.gameWalletDeduct);
  return choices;
}

/** Transfers into the member: their audit amount is amount x transfer_member_flow_limit_multiple. */
export const TRANSFER_IN_TYPES: readonly PointsType[] = [
  POINTS_TYPE.send,
  POINTS_TYPE.gift,
  POINTS_TYPE.makeUp,
  POINTS_TYPE.gameWalletIn,
];

export type PointsRules = {
  /** Viewer's is_multiple_wallet is 1: no audit amount (0 is sent). */
  multiWallet: boolean;
  /** Viewer's deduct_point_button_visible is 1: a negative game-wallet amount deducts directly. */
  deductAllowed: boolean;
};

/** Audit amount is shown except for type 2 and for multi-wallet viewers (then 0 is sent). */
export const auditShown = (type: PointsType, multiWallet: boolean) => type !== POINTS_TYPE.receive && !multiWallet;
/** On type 1 the audit amount is fixed (computed) unless the viewer has flow_limit_modify_permission. */
export const auditLocked = (type: PointsType, modifyAllowed: boolean) => type === POINTS_TYPE.send && !modifyAllowed;
/** The wallet selector shows for types 1 and 3 once the member is known to have transaction_all 1. */
export const walletShown = (type: PointsType, walletChoice: boolean) =>
  walletChoice && WALLET_CHOICE_TYPES.includes(type);

const FOUR_PLACES = /^-?\d+(\.\d{1,4})?$/;
const AUDIT = /^\d+(\.\d{1,4})?$/;

function amountIssue(raw: string, type: PointsType, rules: PointsRules): string | null {
  const value = raw.trim();
  if (value === '' || value === '-') return `${V}.amountRequired`;
  if (!DECIMAL_TEXT.test(value)) return `${V}.amountFormat`;
  if (!FOUR_PLACES.test(normalizeAmount(value))) return `${V}.amountPlaces`;
  const amount = toDecimal(value);
  if (!amount || amount.eq(0)) return `${V}.amountPositive`;
  if (amount.lt(0)) {
    if (type === POINTS_TYPE.gameWalletDeduct) return null;
    if (type === POINTS_TYPE.gameWalletIn) return rules.deductAllowed ? null : `${V}.gameWalletPositive`;
    return `${V}.amountPositive`;
  }
  return null;
}

/** The points form (chat spec section 5). Messages are i18n keys. */
export function pointsFormSchema(rules: PointsRules) {
  return z
    .object({
      // The radio group holds the type as text.
      type: z.string().transform((v) => Number(v) as PointsType),
      amount: z.string(),
      audit_amount: z.string(),
      description: z.string().max(50, `${V}.descriptionMax`),
      wallet: z.enum(POINTS_WALLETS),
    })
    .superRefine((input, ctx) => {
      const issue = amountIssue(input.amount, input.type, rules);
      if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue });
      if (auditShown(input.type, rules.multiWallet) && !AUDIT.test(input.audit_amount.trim()))
        ctx.addIssue({ code: 'custom', path: ['audit_amount'], message: `${V}.auditFormat` });
    });
}
export type PointsFormInput = z.input<ReturnType<typeof pointsFormSchema>>;
export type PointsFormValues = z.output<ReturnType<typeof pointsFormSchema>>;

/** Empty form: amount empty, audit amount 0, description empty (spec: what cancel resets to). */
export const emptyPointsForm = (type: PointsType): PointsFormInput => ({
  type: String(type),
  amount: '',
  audit_amount: '0',
  description: '',
  wallet: 'main',
});

/** Audit amount of a transfer in (transferInAudit); '0' while the amount is not a positive number or there is no multiple. */
export function auditFor(amount: string, multiple: string | null | undefined): string {
  return transferInAudit(amount, multiple) ?? '0';
}

/** Which of the member's wallets a transfer changes, and by how much (signed), or null. */
function effect(
  type: PointsType,
  amount: string,
  wallet: PointsWallet | '',
): { wallet: 'balance' | 'game_wallet'; delta: string } | null {
  const a = toDecimal(amount.trim());
  if (!a || a.eq(0)) return null;
  const abs = a.abs().toFixed();
  switch (type) {
    case POINTS_TYPE.receive:
      return { wallet: 'balance', delta: `-${abs}` };
    case POINTS_TYPE.gameWalletIn:
      return { wallet: 'game_wallet', delta: a.toFixed() };
    case POINTS_TYPE.gameWalletDeduct:
      return { wallet: 'game_wallet', delta: `-${abs}` };
    default:
      return a.lt(0) ? null : { wallet: wallet === 'game' ? 'game_wallet' : 'balance', delta: abs };
  }
}

export type MemberBalances = { balance: string | null; game_wallet: string | null };

/** The member's balance before and after, on the wallet this transfer changes (decimal strings). */
export function memberPreview(
  member: MemberBalances | null,
  type: PointsType,
  amount: string,
  wallet: PointsWallet | '',
): { current: string | null; after: string | null } {
  const gameSide = type === POINTS_TYPE.gameWalletIn || type === POINTS_TYPE.gameWalletDeduct || wallet === 'game';
  const current = member ? (gameSide ? member.game_wallet : member.balance) : null;
  const move = effect(type, amount, wallet);
  if (current === null || !toDecimal(current) || !move) return { current, after: null };
  return { current, after: addAmounts(current, move.delta) };
}

export type PointsFormContext = PointsRules & {
  memberId: number;
  walletChoice: boolean;
  auditModifyAllowed: boolean;
  flowLimitMultiple: string | null;
};

function auditToSend(input: PointsFormValues, ctx: PointsFormContext): string {
  if (!auditShown(input.type, ctx.multiWallet)) return '0';
  // A locked audit amount is not the user's to change: it is always the computed one.
  if (auditLocked(input.type, ctx.auditModifyAllowed)) return auditFor(input.amount, ctx.flowLimitMultiple);
  return normalizeAmount(input.audit_amount) || '0';
}

/**
 * The target wallet types 1 and 3 carry (chat spec section 3: platform "sent only for types 1 and 3,
 * otherwise an empty string"): the chosen one, or the main wallet while no choice is offered.
 */
function platformToSend(input: PointsFormValues, ctx: PointsFormContext): PointsTransferPayload['platform'] {
  if (!WALLET_CHOICE_TYPES.includes(input.type)) return '';
  return POINTS_PLATFORM[walletShown(input.type, ctx.walletChoice) ? input.wallet : 'main'];
}

/** The wire payload of api/transaction/add for what the form holds. */
export function pointsPayload(input: PointsFormValues, ctx: PointsFormContext): PointsTransferPayload {
  return {
    member_id: ctx.memberId,
    type: input.type,
    amount: normalizeAmount(input.amount),
    audit_amount: auditToSend(input, ctx),
    remark: input.description.trim(),
    platform: platformToSend(input, ctx),
  };
}
