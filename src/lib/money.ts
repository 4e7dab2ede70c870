import Big from 'big.js';

/** Credit limit value that means the account has no limit. */
export const UNLIMITED = -1;

export type Amount = string | number;

/** Parses an amount exactly (decimal, never binary float). Returns null for anything that is not a number. */
export function toDecimal(value: Amount | null | undefined): Big | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return new Big(text);
}

/** An amount as typed: an optional leading minus, digits and at most one decimal point ("5.", ".5" included). */
export const DECIMAL_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * An entered amount as it travels (list transfers and chat points alike): what the user typed,
 * trimmed, without a dangling decimal point and without redundant leading zeros
 * ("-007." -> "-7", ".5" -> "0.5", "007.50" -> "7.50"). The sign and trailing fraction zeros stay.
 */
export function normalizeAmount(text: string): string {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  let body = negative ? trimmed.slice(1) : trimmed;
  if (body.endsWith('.')) body = body.slice(0, -1);
  if (body.startsWith('.')) body = `0${body}`;
  body = body.replace(/^0+(?=\d)/, '');
  return negative ? `-${body}` : body;
}

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Display rule of the spec: 2 decimals, rounded down, thousands separators. Down means toward minus
 * infinity, so an amount is never shown larger than it is: -5.555 shows -5.56, 5.555 shows 5.55.
 * Unparseable input shows as 0.00.
 */
export function formatMoney(value: Amount | null | undefined): string {
  const d = toDecimal(value) ?? new Big(0);
  const fixed = d.round(2, d.lt(0) ? Big.roundUp : Big.roundDown).toFixed(2);
  const negative = fixed.startsWith('-') && fixed !== '-0.00';
  const [int = '0', frac = '00'] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${group(int)}.${frac}`;
}

/**
 * An entered amount, or one derived from it, as it is repeated back to the user (notices, previews):
 * thousands separators, at least 2 decimals and its own decimals beyond that (chat amounts carry up
 * to 4, and 1.1234 must not read as 1.12). With `maxPlaces`, extra decimals are cut toward minus
 * infinity as formatMoney does, so a derived amount is never shown larger than it is.
 * 1.1234 -> 1.1234, 10 -> 10.00, 1234.5 -> 1,234.50; unparseable input shows as 0.00.
 */
export function formatExactAmount(value: Amount | null | undefined, maxPlaces?: number): string {
  const d = toDecimal(value) ?? new Big(0);
  const cut = maxPlaces === undefined ? d : d.round(maxPlaces, d.lt(0) ? Big.roundUp : Big.roundDown);
  const own = cut.toFixed().split('.')[1]?.length ?? 0;
  const fixed = cut.toFixed(Math.max(2, own));
  const negative = fixed.startsWith('-') && !new Big(fixed).eq(0);
  const [int = '0', frac = '00'] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${group(int)}.${frac}`;
}

/** A count of rows or items with thousands separators, the same format as money everywhere. */
export function formatCount(value: number): string {
  return `${value < 0 ? '-' : ''}${group(String(Math.trunc(Math.abs(value))))}`;
}

/** Amount with thousands separators, keeping its own decimals (history rows). */
export function formatAmount(value: Amount | null | undefined): string {
  const d = toDecimal(value);
  if (!d) return String(value ?? '');
  const text = d.toFixed();
  const negative = text.startsWith('-');
  const [int = '0', frac] = text.replace('-', '').split('.');
  return `${negative ? '-' : ''}${group(int)}${frac ? `.${frac}` : ''}`;
}

export function isUnlimited(limit: Amount | null | undefined): boolean {
  const d = toDecimal(limit);
  return !!d && d.eq(UNLIMITED);
}

type BalanceSource = {
  balance?: Amount | null;
  limit_of_credit?: Amount | null;
  used_credit?: Amount | null;
};

/** Balance of a managed account: its balance, or limit_of_credit minus used_credit when missing. */
export function effectiveBalance(account: BalanceSource): string {
  const balance = toDecimal(account.balance);
  if (balance) return balance.toFixed();
  const limit = toDecimal(account.limit_of_credit) ?? new Big(0);
  const used = toDecimal(account.used_credit) ?? new Big(0);
  return limit.minus(used).toFixed();
}

export function addAmounts(a: Amount, b: Amount): string {
  return (toDecimal(a) ?? new Big(0)).plus(toDecimal(b) ?? new Big(0)).toFixed();
}

export function subtractAmounts(a: Amount, b: Amount): string {
  return (toDecimal(a) ?? new Big(0)).minus(toDecimal(b) ?? new Big(0)).toFixed();
}

export function multiplyAmounts(a: Amount, b: Amount): string {
  return (toDecimal(a) ?? new Big(0)).times(toDecimal(b) ?? new Big(0)).toFixed();
}

const AUDIT_PLACES = 4;

/**
 * The audit amount (turnover required) of a transfer in, the same rule in both specs: the amount
 * times the viewer's transfer_member_flow_limit_multiple, in decimals, cut (never rounded up) to the
 * 4 places an audit amount may have (chat spec section 9), so what is shown is what is sent. null
 * unless the amount is a positive number and the multiple a number.
 */
export function transferInAudit(amount: Amount, multiple: Amount | null | undefined): string | null {
  const a = toDecimal(amount);
  const m = toDecimal(multiple);
  if (!a || !m || a.lte(0)) return null;
  return a.times(m).round(AUDIT_PLACES, Big.roundDown).toFixed();
}

export function compareAmounts(a: Amount, b: Amount): number {
  return (toDecimal(a) ?? new Big(0)).cmp(toDecimal(b) ?? new Big(0));
}

/**
 * How every screen shows an account's balance (spec sections 1, 2 and global rules): the word for
 * unlimited when the credit limit (or the balance) is -1, else the balance (limit minus used when
 * missing) by formatMoney's rule.
 */
export function displayBalance(account: BalanceSource, unlimitedText: string): string {
  if (isUnlimited(account.limit_of_credit) || isUnlimited(account.balance)) return unlimitedText;
  return formatMoney(effectiveBalance(account));
}
