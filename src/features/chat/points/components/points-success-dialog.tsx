import { Dialog as HDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatExactAmount } from '@/lib/money';
import type { PointsType } from '../schemas/points-type';

export type PointsSuccessDialogProps = {
  open: boolean;
  /** What went through, shown to the user (the amount with all its up to 4 decimals). */
  type: PointsType | null;
  amount: string | null;
  onConfirm: () => void;
};

/**
 * Spec section 4: the success dialog stays until confirmed. Escape and a click beside it do nothing;
 * only its confirm button closes it. So it is not the kit's Dialog, which every dismissal closes, and it
 * takes onConfirm rather than onOpenChange: nothing but the confirmation ends it.
 */
export function PointsSuccessDialog({ open, type, amount, onConfirm }: PointsSuccessDialogProps) {
  const { t } = useTranslation('chat-points');
  return (
    <HDialog open={open} onClose={() => undefined} role="alertdialog" className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex w-screen items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white shadow-xl">
          <div className="space-y-2 px-5 py-4">
            <DialogTitle className="text-lg font-semibold text-emerald-800">{t('success.title')}</DialogTitle>
            {type !== null && amount !== null && (
              <Description className="text-sm text-slate-800">
                {t('success.message', { type: t(`types.${type}`), amount: formatExactAmount(amount) })}
              </Description>
            )}
          </div>
          <div className="flex justify-end border-t border-slate-200 px-5 py-3">
            <Button data-autofocus onClick={onConfirm}>
              {t('success.confirm')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </HDialog>
  );
}
