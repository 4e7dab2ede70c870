import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { loginInputSchema, type LoginInput } from '../schemas/login';
import { DemoAccountsPanel, type DemoAccountOption } from './demo-accounts-panel';
import { FormAlert } from './form-alert';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '', ...defaultValues },
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <p className="text-sm text-slate-700">{t('subtitle')}</p>
        <Field label={t('username')} error={errors.username?.message && t(errors.username.message)} required>
          <TextInput autoComplete="username" invalid={!!errors.username} {...register('username')} />
        </Field>
        <Field label={t('password')} error={errors.password?.message && t(errors.password.message)} required>
          <TextInput
            type="password"
            autoComplete="current-password"
            invalid={!!errors.password}
            {...register('password')}
          />
        </Field>
        <FormAlert message={error} />
        <Button type="submit" loading={pending} className="w-full">
          {t('login')}
        </Button>
      </form>
      {demoAccounts && (
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
