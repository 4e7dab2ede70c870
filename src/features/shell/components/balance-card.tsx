import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { displayBalance, formatMoney } from '@/lib/money';
import { WalletIcon } from '@/components/icons';

export type Wallet = {
  balance: string | null;
  limit_of_credit: string | null;
  is_multiple_wallet: number;
  game_wallet: string | null;
};

export type BalanceCardProps = { wallet: Wallet | undefined; loading?: boolean; className?: string };

/** The signed-in user's balance at the top of the sidebar; the game wallet only for multi-wallet users. */
export function BalanceCard({ wallet, loading = false, className }: BalanceCardProps) {
  const { t } = useTranslation('shell');
  return (
    <section
      aria-label={t('balance.region')}
      className={cn(
        'rounded-lg border-l-4 border-primary-500 bg-slate-100 px-3 py-2.5 text-slate-900 dark:bg-slate-800 dark:text-white',
        className,
      )}
    >
      <dl className="space-y-1.5">
        <div>
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
            <WalletIcon className="size-4" />
            {t('balance.main')}
          </dt>
          <dd className="text-lg font-semibold tabular-nums" aria-busy={loading || undefined}>
            {wallet ? displayBalance(wallet, t('common:unlimited')) : loading ? '…' : '—'}
          </dd>
        </div>
        {wallet?.is_multiple_wallet === 1 && (
          <div>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{t('balance.game')}</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(wallet.game_wallet)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
