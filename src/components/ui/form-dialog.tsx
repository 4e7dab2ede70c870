import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Callout } from './callout';
import { Dialog } from './dialog';
import { FormActions } from './form-actions';

export type FormDialogProps = {
  open: boolean;
  /** Told `false` when asked to close (Cancel, the close button, Esc, a click outside); never while saving. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The form's id, which ties the footer's submit button to it. */
  formId: string;
  /** The form's submit handler (react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While saving: Cancel and closing wait, Save shows it is busy. */
  pending?: boolean;
  /** Already-translated failure of the last save, shown under the fields; the form keeps what was typed. */
  error?: string | null;
  /** Defaults to Save. */
  submitLabel?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A dialog around one form: its fields, the failure of the last save, and Cancel / Save in the footer. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  onSubmit,
  pending = false,
  error,
  submitLabel,
  className,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('common');
  const close = () => !pending && onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={description}
      className={className}
      footer={
        <FormActions
          onCancel={close}
          submitLabel={submitLabel ?? t('actions.save')}
          pending={pending}
          formId={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        {error && (
          <Callout as="p" tone="error" role="alert">
            {error}
          </Callout>
        )}
      </form>
    </Dialog>
  );
}
