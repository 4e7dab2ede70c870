import { cn } from '@/lib/cn';
import { formatMoney, toDecimal, type Amount } from '@/lib/money';

export type MoneyDirection = 'in' | 'out';

export type MoneyTextProps = {
  value: Amount | null | undefined;
  /** Money into the account (+, green) or out of it (-, red). Without it the amount shows as it is. */
  direction?: MoneyDirection | undefined;
  className?: string;
};

/**
 * An amount as every table shows it: 2 decimals rounded down and thousands separators (the spec's
 * rule), tabular figures, and for movements the sign and colour of the direction, so a transfer out
 * reads as one even in a monochrome print or to a colour-blind reader.
 */
export function MoneyText({ value, direction, className }: MoneyTextProps) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        direction === 'in' && 'text-emerald-700',
        direction === 'out' && 'text-red-700',
        className,
      )}
    >
      {signedMoney(value, direction)}
    </span>
  );
}

/** The text of MoneyText: "+1,234.50" in, "-1,234.50" out, "1,234.50" without a direction. */
export function signedMoney(value: Amount | null | undefined, direction?: MoneyDirection): string {
  const text = formatMoney(value);
  if (!direction) return text;
  const magnitude = text.replace(/^-/, '');
  if (magnitude === '0.00') return magnitude;
  return `${direction === 'in' ? '+' : '-'}${magnitude}`;
}

/** The raw number for a CSV (no separators, no rounding, signed by direction). */
export function rawMoney(value: Amount | null | undefined, direction?: MoneyDirection): string {
  const d = toDecimal(value);
  if (!d) return '';
  const magnitude = d.abs().toFixed();
  if (!direction) return d.toFixed();
  return direction === 'out' && !d.eq(0) ? `-${magnitude}` : magnitude;
}
