import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { PlainField, PlainTextInput } from '@/components/ui/plain-field';
import { fieldError } from '@/components/ui/field-error';
import { maskMiddle } from '@/lib/mask';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { VerificationInput } from '../schemas/verification';
import { isVerificationMethod } from '../schemas/verification-methods';
import { FormAlert } from './form-alert';
import { MethodChooser } from './method-chooser';

// The confirmation is the card's only dialog and most sign-ins never open it: its code is fetched
// when the Send code button is pointed at or focused, and the dialog shows once it has arrived.
const ConfirmDialog = lazyWithPreload(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

export type VerificationCardProps = {
  username: string;
  /** Methods the server asked for; the first one is chosen at first. */
  methods: readonly string[];
  /** The phone number from the login error's data.mobile (shown masked). */
  mobile: string;
  onVerify: (method: string, code: string) => void;
  onSendCode: () => void;
  /** The confirmation before an SMS is sent is open. */
  confirmOpen: boolean;
  /** Send code asks for the confirmation; a cancel, a dismissal or a confirm closes it. */
  onConfirmOpenChange: (open: boolean) => void;
  onBack: () => void;
  onMethodChange?: (method: string) => void;
  /** Verify is busy. */
  pending?: boolean;
  /** The SMS request is on its way. */
  sending?: boolean;
  /** Seconds until the SMS can be sent again; 0 when it can. */
  resendIn?: number;
  codeSent?: boolean;
  error?: string | null;
};

/** The code form's rules arrive as the user reaches for it, like the login form's. */
const codeRules = lazyResolver(async () => {
  const [{ zodResolver }, { verificationInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../schemas/verification'),
  ]);
  return zodResolver(verificationInputSchema);
});

export function VerificationCard({
  username,
  methods,
  mobile,
  onVerify,
  onSendCode,
  confirmOpen,
  onConfirmOpenChange,
  onBack,
  onMethodChange,
  pending = false,
  sending = false,
  resendIn = 0,
  codeSent = false,
  error,
}: VerificationCardProps) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState(methods[0] ?? '');
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<VerificationInput>({ resolver: codeRules, defaultValues: { code: '' } });
  // The card replaces the login form the user just submitted, so the caret goes where the next
  // keystroke belongs. Only when the card appears: a later method change keeps focus on the chooser.
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);
  const phone = maskMiddle(mobile);
  const supported = isVerificationMethod(method);

  const choose = (next: string) => {
    setMethod(next);
    reset({ code: '' });
    onMethodChange?.(next);
  };

  const sendLabel =
    resendIn > 0 ? t('verify.resendIn', { seconds: resendIn }) : codeSent ? t('verify.resend') : t('verify.sendCode');

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('verify.intro', { username })}</p>
      {methods.length > 1 && <MethodChooser methods={methods} value={method} onChange={choose} disabled={pending} />}
      {supported ? (
        <form
          noValidate
          onSubmit={handleSubmit(({ code }) => onVerify(method, code))}
          onFocus={codeRules.preload}
          onPointerEnter={codeRules.preload}
          className="space-y-4"
        >
          <p className="text-sm text-slate-700">
            {method === 'sms' ? t('verify.smsHint', { phone }) : t('verify.authenticatorHint')}
          </p>
          <div className="flex items-start gap-2">
            <PlainField
              label={t('verify.code')}
              error={fieldError(t, errors.code?.message)}
              required
              className="flex-1"
            >
              <PlainTextInput
                inputMode="numeric"
                autoComplete="one-time-code"
                invalid={!!errors.code}
                {...register('code')}
              />
            </PlainField>
            {method === 'sms' && (
              <Button
                variant="secondary"
                className="mt-6 shrink-0"
                disabled={resendIn > 0}
                loading={sending}
                onPointerEnter={ConfirmDialog.preload}
                onFocus={ConfirmDialog.preload}
                onClick={() => onConfirmOpenChange(true)}
              >
                {sendLabel}
              </Button>
            )}
          </div>
          {method === 'sms' && codeSent && resendIn > 0 && (
            <p role="status" className="text-sm text-emerald-800">
              {t('verify.codeSent', { phone })}
            </p>
          )}
          <FormAlert message={error ?? fieldError(t, errors.root?.message)} />
          <Button type="submit" loading={pending} className="w-full">
            {t('verify.submit')}
          </Button>
        </form>
      ) : (
        <FormAlert message={t('verify.unsupported', { method })} />
      )}
      <button
        type="button"
        onClick={onBack}
        className="hover:text-primary-800 text-sm font-medium text-primary-700 underline"
      >
        {t('verify.back')}
      </button>
      <LazyDialogSlot open={confirmOpen}>
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={onConfirmOpenChange}
          title={t('verify.confirmSendTitle')}
          message={t('verify.confirmSendMessage', { phone })}
          onConfirm={() => {
            onConfirmOpenChange(false);
            onSendCode();
          }}
        />
      </LazyDialogSlot>
    </div>
  );
}
