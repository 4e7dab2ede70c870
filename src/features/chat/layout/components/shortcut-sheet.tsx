import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { CHAT_SHORTCUTS, shortcutKeys } from '../lib/chat-shortcuts';

export type ShortcutSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Apple keyboards: Option (⌥), Shift (⇧) and Cmd+K are shown instead of Alt, Shift and Ctrl+K. */
  apple: boolean;
};

/** The sheet `?` opens: every keyboard shortcut of the chat, and the app's command palette. */
export function ShortcutSheet({ open, onOpenChange, apple }: ShortcutSheetProps) {
  const { t } = useTranslation('chat-shortcuts');
  const rows = [
    ...CHAT_SHORTCUTS.map((id) => ({ id, label: t(`shortcuts.${id}`), keys: shortcutKeys(id, apple) })),
    { id: 'palette', label: t('shortcuts.palette'), keys: [apple ? '⌘' : 'Ctrl', 'K'] },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('intro')}>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('actionColumn')}</th>
            <th scope="col">{t('keysColumn')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(({ id, label, keys }) => (
            <tr key={id}>
              <th scope="row" className="py-2 pe-4 text-start font-normal text-slate-800">
                {label}
              </th>
              <td className="py-2 text-end whitespace-nowrap">
                {keys.map((cap, i) => (
                  <Fragment key={i}>
                    {i > 0 && (
                      <span aria-hidden="true" className="px-0.5 text-slate-500">
                        +
                      </span>
                    )}
                    <kbd className="inline-block min-w-6 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-sans text-xs text-slate-700">
                      {cap}
                    </kbd>
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
