import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type DemoAccountOption = {
  username: string;
  password: string;
  role: 'admin' | 'agent' | 'customerService';
  /** The second factors the account is asked for, each with the code the demo accepts. */
  factors: { method: 'authenticator' | 'sms'; code: string }[];
};

type DemoAccountsPanelProps = {
  accounts: DemoAccountOption[];
  onPick: (account: DemoAccountOption) => void;
  onReset?: (() => void) | undefined;
  resetting?: boolean | undefined;
};

/** Demo mode only: the seeded accounts, each filling the form, with the codes their second step accepts. */
export function DemoAccountsPanel({ accounts, onPick, onReset, resetting = false }: DemoAccountsPanelProps) {
  const { t } = useTranslation('auth');
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-md border border-dashed border-slate-400 bg-slate-50 p-4"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="demo-accounts-title" className="text-sm font-semibold text-slate-900">
          {t('demo.title')}
        </h2>
        {onReset && (
          <Button variant="secondary" size="sm" onClick={onReset} loading={resetting}>
            {t('common:demo.reset')}
          </Button>
        )}
      </div>
      <p className="mb-3 text-xs text-slate-700">{t('demo.hint')}</p>
      <ul className="space-y-2">
        {accounts.map((account) => {
          const detailsId = `demo-account-${account.username}`;
          return (
            <li key={account.username} className="flex items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                className="min-w-28"
                onClick={() => onPick(account)}
                aria-describedby={detailsId}
              >
                {account.username}
              </Button>
              <span id={detailsId} className="text-xs text-slate-700">
                {t(`demo.roles.${account.role}`)} ·{' '}
                {account.factors.length === 0
                  ? t('demo.factors.none')
                  : account.factors.map((f) => t(`demo.factors.${f.method}`, { code: f.code })).join(' / ')}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
