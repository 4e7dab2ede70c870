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

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Display rule of the spec: 2 decimals, rounded down (toward zero, so a balance is never shown
 * larger than it is), thousands separators. Unparseable input shows as 0.00.
 */
export function formatMoney(value: Amount | null | undefined): string {
  const d = toDecimal(value) ?? new Big(0);
  const fixed = d.round(2, Big.roundDown).toFixed(2);
  const negative = fixed.startsWith('-') && fixed !== '-0.00';
  const [int = '0', frac = '00'] = fixed.replace('-', '').split('.');
  return `${negative ? '-' : ''}${group(int)}.${frac}`;
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

/** Balance of a managed account: its balance, or limit_of_credit minus used_credit when missing. */
export function effectiveBalance(account: {
  balance?: Amount | null;
  limit_of_credit?: Amount | null;
  used_credit?: Amount | null;
}): string {
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

export function compareAmounts(a: Amount, b: Amount): number {
  return (toDecimal(a) ?? new Big(0)).cmp(toDecimal(b) ?? new Big(0));
}
