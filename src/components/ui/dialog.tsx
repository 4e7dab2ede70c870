import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as HDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseSmallIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { useFocusStaysInside, useInitialFocus, useLateFirstField } from './dialog-focus';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** The panel's width: `sm` for a question or a message, `md` for a form, `lg` for a list beside a form. */
  size?: NonNullable<VariantProps<typeof dialogPanelVariants>['size']>;
  /** alertdialog for confirmations and alerts (the user must answer). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

export const dialogPanelVariants = cva('w-full rounded-lg bg-white shadow-xl', {
  variants: { size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } },
  defaultVariants: { size: 'md' },
});

/**
 * Modal shell used by every dialog of the app: title, optional description, body, footer.
 * It opens on its first field, so a form dialog can be typed into at once; one without fields
 * opens on an element marked `data-autofocus`, or else on itself (see dialog-focus.ts). While open on
 * top, it keeps the focus.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  className,
}: DialogProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement | null>(null);
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const attachPanel = useCallback((el: HTMLDivElement | null) => {
    panelRef.current = el;
    setPanel(el);
  }, []);
  const initialFocus = useInitialFocus(panelRef);
  useLateFirstField(panel, open);
  useFocusStaysInside(panel, open, initialFocus);
  return (
    <HDialog
      open={open}
      onClose={() => onOpenChange(false)}
      role={role}
      initialFocus={initialFocus}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel ref={attachPanel} className={cn(dialogPanelVariants({ size }), className)}>
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="-m-1 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('actions.close')}
            >
              <CloseSmallIcon className="size-5" />
            </button>
          </div>
          <div className="space-y-4 px-5 py-4">
            {description && <Description className="text-sm text-slate-700">{description}</Description>}
            {children}
          </div>
          {footer && <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </DialogPanel>
      </div>
    </HDialog>
  );
}
