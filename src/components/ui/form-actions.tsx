import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export type FormActionsProps = {
  onCancel: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  /** When the submit button sits outside its form (a dialog footer). */
  formId?: string;
  submitDisabled?: boolean;
};

/** Cancel and submit of a dialog form; both wait while the request is in flight. */
export function FormActions({ onCancel, submitLabel, pending, formId, submitDisabled }: FormActionsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}
