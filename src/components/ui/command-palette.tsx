import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSmallIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import { prepareSearch, queryWords, searchPrepared } from './command-search';

export type PaletteItem = {
  /** Unique across every group. */
  id: string;
  label: string;
  /** A second line (nickname, username ...). */
  detail?: string;
  /** What the item is found by; the label when not given. */
  terms?: readonly string[];
  /** Where choosing it leads. */
  to: string;
};

export type PaletteGroup = {
  id: string;
  /** Translated heading of the group. */
  heading: string;
  items: readonly PaletteItem[];
  /** Still loading: "nothing matches" waits for it. */
  pending?: boolean;
  /** Translated status line of the group while it loads or after it failed ("Loading accounts..."). */
  status?: string | null;
  /** Shown before anything is typed (screens are; 50,000 accounts are not worth listing). */
  showWithoutQuery?: boolean;
};

export type CommandPaletteProps = {
  open: boolean;
  /** Told `false` when Escape, a press outside or a choice closes it. */
  onOpenChange: (open: boolean) => void;
  groups: readonly PaletteGroup[];
  onChoose: (item: PaletteItem) => void;
  /** Most results per group. */
  limit?: number;
};

/** Results per group: enough to choose from, few enough to read at a glance. */
export const PALETTE_LIMIT = 8;

/**
 * The command palette: a modal search box over grouped destinations (the combobox pattern: the
 * box owns focus, arrows move the active option, Enter opens it, Esc closes and focus returns to
 * where it was). The first result is active as soon as there is one, so Enter after typing opens
 * the best match. Groups that are still loading say so in a status line while the others show.
 */
export function CommandPalette({ open, onOpenChange, groups, onChoose, limit = PALETTE_LIMIT }: CommandPaletteProps) {
  const { t } = useTranslation('kit', { keyPrefix: 'palette' });
  return (
    <Dialog open={open} onClose={() => onOpenChange(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex w-screen items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel className="w-full max-w-xl overflow-hidden rounded-lg bg-white shadow-xl">
          <DialogTitle className="sr-only">{t('title')}</DialogTitle>
          {/* Mounted per opening: every opening starts from an empty query. */}
          {open && (
            <PaletteBody groups={groups} onChoose={onChoose} limit={limit} onClose={() => onOpenChange(false)} />
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function PaletteBody({
  groups,
  onChoose,
  limit,
  onClose,
}: Omit<CommandPaletteProps, 'open' | 'onOpenChange'> & { limit: number; onClose: () => void }) {
  const { t } = useTranslation('kit', { keyPrefix: 'palette' });
  const [query, setQuery] = useState('');
  const baseId = useId();
  const prepared = useMemo(
    () =>
      groups.map((g) => ({
        group: g,
        prepared: prepareSearch(g.items.map((i) => ({ ...i, terms: i.terms ?? [i.label] }))),
      })),
    [groups],
  );
  const typed = queryWords(query).length > 0;
  const results = prepared
    .filter(({ group }) => typed || group.showWithoutQuery)
    .map(({ group, prepared: p }) => ({ group, hits: searchPrepared(p, query, limit) }));
  const statuses = results.filter(({ group }) => group.status);
  const shown = results.filter(({ hits }) => hits.length > 0);
  const nothing = typed && shown.length === 0 && !results.some(({ group }) => group.pending);

  return (
    <Combobox
      onChange={(item: PaletteItem | null) => {
        if (item) onChoose(item);
      }}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4">
        <SearchSmallIcon className="size-5 shrink-0 text-slate-500" />
        <ComboboxInput
          autoFocus
          aria-label={t('inputLabel')}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // Headless UI's combobox keeps Escape for itself (clearing); here it closes the palette.
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            }
          }}
          className="h-12 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        <kbd className="hidden rounded border border-slate-300 px-1.5 py-0.5 font-sans text-xs text-slate-600 sm:inline">
          {t('escKey')}
        </kbd>
      </div>
      {/* Not modal: the dialog already is, and the status line beside the list must stay readable. */}
      <ComboboxOptions
        static
        modal={false}
        className="max-h-[60vh] overflow-y-auto p-2 empty:hidden"
        aria-label={t('resultsLabel')}
      >
        {shown.map(({ group, hits }) => {
          const headingId = `${baseId}-${group.id}`;
          return (
            <div key={group.id} role="group" aria-labelledby={headingId} className="pb-1">
              <div
                id={headingId}
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-semibold text-slate-600 uppercase"
              >
                {group.heading}
              </div>
              {hits.map((item) => (
                <ComboboxOption
                  key={item.id}
                  value={item}
                  className="flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm text-slate-800 data-focus:bg-primary-600 data-focus:text-white"
                >
                  {({ focus }) => (
                    <>
                      <span className="truncate font-medium">{item.label}</span>
                      {item.detail && (
                        <span className={cn('truncate text-xs', focus ? 'text-white' : 'text-slate-600')}>
                          <span className="sr-only">, </span>
                          {item.detail}
                        </span>
                      )}
                    </>
                  )}
                </ComboboxOption>
              ))}
            </div>
          );
        })}
      </ComboboxOptions>
      <div role="status" className="space-y-1 px-4 pb-3 text-sm text-slate-600 empty:hidden">
        {statuses.map(({ group }) => (
          <p key={group.id}>{group.status}</p>
        ))}
        {nothing && <p className="py-4 text-center">{t('noResults', { query: query.trim() })}</p>}
      </div>
      <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:block">{t('help')}</p>
    </Combobox>
  );
}
