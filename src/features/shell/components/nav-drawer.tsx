import { Dialog, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

export type NavDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The sidebar, as the layout builds it for the drawer. */
  children: ReactNode;
};

/** The sidebar as a modal drawer from the left, below the width where it stays in the page. */
export function NavDrawer({ open, onClose, children }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Dialog open={open} onClose={onClose} aria-label={t('sidebar.label')} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-y-0 left-0 flex">
        <DialogPanel className="relative flex h-full shadow-xl">
          {children}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('toolbar.closeMenu')}
            className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
