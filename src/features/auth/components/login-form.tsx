import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlainField, PlainTextInput } from '@/components/ui/plain-field';
import { fieldError } from '@/components/ui/field-error';
import { deferred } from '@/lib/deferred';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { LoginInput } from '../schemas/login';
import type { DemoAccountOption } from './demo-accounts-panel';
import { FormAlert } from './form-alert';

// Only demo builds list accounts: a real one's sign-in page does not carry the panel's code.
const demoPanel = deferred(() => import('./demo-accounts-panel').then((m) => m.DemoAccountsPanel));

/** Fetches the demo panel's code: the container asks for it with the accounts, so both show at once. */
export const loadDemoAccountsPanel = demoPanel.load;

/** The form's rules arrive as the user reaches for it: the sign-in page shows without zod. */
const loginRules = lazyResolver(async () => {
  const [{ zodResolver }, { loginInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schemas/login'),
  ]);
  return zodResolver(loginInputSchema);
});

export type LoginFormProps = {
  onSubmit: (values: LoginInput) => void;
  /** The Login button is busy and disabled: one click sends one request. */
  pending?: boolean;
  /** Already-translated failure of the last attempt. */
  error?: string | null;
  defaultValues?: Partial<LoginInput>;
  /** Demo mode only: accounts that fill the form when picked. */
  demoAccounts?: DemoAccountOption[];
  onResetDemo?: () => void;
  resettingDemo?: boolean;
};

export function LoginForm({
  onSubmit,
  pending = false,
  error,
  defaultValues,
  demoAccounts,
  onResetDemo,
  resettingDemo,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  // Accounts given before the panel's code is there (a story): fetch it, then draw again.
  const DemoAccountsPanel = demoPanel.current;
  const [, setPanelArrived] = useState(false);
  useEffect(() => {
    if (!demoAccounts || DemoAccountsPanel) return;
    let live = true;
    demoPanel.load().then(
      () => live && setPanelArrived(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [demoAccounts, DemoAccountsPanel]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: loginRules,
    defaultValues: { username: '', password: '', ...defaultValues },
  });

  return (
    <div className="space-y-6">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        onFocus={loginRules.preload}
        onPointerEnter={loginRules.preload}
        className="space-y-4"
      >
        <p className="text-sm text-slate-700">{t('subtitle')}</p>
        <PlainField label={t('username')} error={fieldError(t, errors.username?.message)} required>
          <PlainTextInput autoComplete="username" invalid={!!errors.username} {...register('username')} />
        </PlainField>
        <PlainField label={t('password')} error={fieldError(t, errors.password?.message)} required>
          <PlainTextInput
            type="password"
            autoComplete="current-password"
            invalid={!!errors.password}
            {...register('password')}
          />
        </PlainField>
        <FormAlert message={error ?? fieldError(t, errors.root?.message)} />
        <Button type="submit" loading={pending} className="w-full">
          {t('login')}
        </Button>
      </form>
      {demoAccounts && DemoAccountsPanel && (
        <DemoAccountsPanel
          accounts={demoAccounts}
          onPick={(account) => reset({ username: account.username, password: account.password })}
          onReset={onResetDemo}
          resetting={resettingDemo}
        />
      )}
    </div>
  );
}
