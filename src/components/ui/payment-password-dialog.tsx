import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field, TextInput } from './field';
import { FormFooter, OutcomeUnknownNotice, useResendAcknowledgement } from './transfer-parts';

// Shared by the account transfers and the chat's points transfer, so its texts are the kit's own.

export type PaymentPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending?: boolean;
  /** The last send got no answer: sending again needs an explicit acknowledgement. */
  uncertain?: boolean;
  historyHref: string;
  /** Sends the held transfer again, once, with this password. */
  onSubmit: (password: string) => void;
};

/** Spec section 4: opens when a transfer answers 7001; send stays disabled while the password is empty. */
export function PaymentPasswordDialog({
  open,
  onOpenChange,
  pending = false,
  uncertain = false,
  historyHref,
  onSubmit,
}: PaymentPasswordDialogProps) {
  const { t } = useTranslation('kit');
  const [password, setPassword] = useState('');
  const resend = useResendAcknowledgement(uncertain);
  const empty = password === '';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      size="sm"
      title={t('transfer.passwordTitle')}
      description={t('transfer.passwordDescription')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty && !pending && !resend.blocked) onSubmit(password);
        }}
      >
        <Field label={t('transfer.passwordLabel')} required>
          <TextInput
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {uncertain && (
          <OutcomeUnknownNotice
            historyHref={historyHref}
            acknowledged={resend.acknowledged}
            onAcknowledgedChange={resend.setAcknowledged}
          />
        )}
        <FormFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={empty || resend.blocked}>
            {t('transfer.submit')}
          </Button>
        </FormFooter>
      </form>
    </Dialog>
  );
}
