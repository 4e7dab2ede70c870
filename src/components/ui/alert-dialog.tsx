import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

export type AlertDialogProps = {
  open: boolean;
  /** Told `false` when dismissed (OK, Esc). */
  onOpenChange: (open: boolean) => void;
  title?: ReactNode;
  message: ReactNode;
  tone?: 'info' | 'success' | 'error';
};

/** The app's stand-in for the spec's "browser alert": one message, one OK button. */
export function AlertDialog({ open, onOpenChange, title, message, tone = 'info' }: AlertDialogProps) {
  const { t } = useTranslation('common');
  const heading =
    title ?? t(tone === 'error' ? 'alert.errorTitle' : tone === 'success' ? 'alert.successTitle' : 'alert.infoTitle');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title={heading}
      description={<span className="whitespace-pre-line">{message}</span>}
      footer={
        <Button data-autofocus onClick={() => onOpenChange(false)}>
          {t('actions.ok')}
        </Button>
      }
    />
  );
}
