import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CloseIcon } from '@/components/icons';

export type DrawerProps = {
  open: boolean;
  /** Told `false` when Escape, a press on the veil or the close button asks it to close. */
  onOpenChange: (open: boolean) => void;
  /** The edge it slides from: navigation from the left, settings from the right. */
  side: 'left' | 'right';
  /** Names the drawer for assistive technology, and heads it unless `bare`. */
  title: string;
  /**
   * The content brings its own frame and header (the sidebar): the drawer adds no header, width or
   * background, only a close button over the content's top corner, and the title stays unseen.
   */
  bare?: boolean;
  /** The close button's name where a plain "Close" would not say what closes (the phone's menu). */
  closeLabel?: string | undefined;
  children: ReactNode;
};

/**
 * A modal panel along one edge of the screen, above a veil. Escape, a press on the veil and the
 * close button all ask it to close (onOpenChange(false)); whether it opens is the caller's (props in, events out).
 */
export function Drawer({ open, onOpenChange, side, title, bare = false, closeLabel, children }: DrawerProps) {
  const { t } = useTranslation('common');
  const close = (className: string) => (
    <button
      type="button"
      onClick={() => onOpenChange(false)}
      aria-label={closeLabel ?? t('actions.close')}
      className={cn('rounded p-1 text-slate-600 hover:bg-slate-100', className)}
    >
      <CloseIcon className="size-5" />
    </button>
  );
  return (
    <Dialog
      open={open}
      onClose={() => onOpenChange(false)}
      aria-label={bare ? title : undefined}
      className="relative z-50"
    >
      {/* A bare drawer's own dark frame needs the deeper veil to stand apart from the page. */}
      <div className={cn('fixed inset-0', bare ? 'bg-slate-900/50' : 'bg-slate-900/40')} aria-hidden="true" />
      <div className={cn('fixed inset-y-0 flex', side === 'left' ? 'left-0' : 'right-0', !bare && 'max-w-full')}>
        {bare ? (
          <DialogPanel className="relative flex h-full shadow-xl">
            {children}
            {close('absolute top-3 right-3 dark:text-slate-300 dark:hover:bg-slate-800')}
          </DialogPanel>
        ) : (
          <DialogPanel className="flex h-full w-80 max-w-[100vw] flex-col bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              {close('-m-1 hover:text-slate-900')}
            </div>
            {children}
          </DialogPanel>
        )}
      </div>
    </Dialog>
  );
}
