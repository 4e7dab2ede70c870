import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** While true the confirm button is busy and disabled: one confirmation sends one request. */
  pending?: boolean;
  tone?: 'default' | 'danger';
};

/**
 * The app's stand-in for the spec's "confirm prompt". A destructive one (tone danger) opens with
 * Cancel focused, so Enter pressed by reflex never destroys; any other opens on its confirm button.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  tone = 'default',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={pending}
            data-autofocus={tone === 'danger' ? true : undefined}
          >
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={pending}
            data-autofocus={tone === 'danger' ? undefined : true}
          >
            {confirmLabel ?? t('actions.confirm')}
          </Button>
        </>
      }
    />
  );
}
