import { useCallback, useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseThinIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-parts';
import { Spinner } from '@/components/ui/spinner';
import type { MessageTemplate } from '../schemas/template';
import { cn } from '@/lib/cn';
import { fillTemplate, type TemplateValues } from '../lib/template-fill';
import { searchTemplates } from '../lib/template-search';
import { TemplateOption } from './template-option';
import { isImeKey } from '@/lib/ime';

/** Keys the text box passes on while the picker is open; true when the picker used the key. */
export type TemplatePickerKeys = { handleKey: (key: string) => boolean };

export type TemplatePickerProps = {
  status: 'loading' | 'error' | 'ready';
  templates: readonly MessageTemplate[];
  query: string;
  /** Opened from the icon: the picker's own search box takes the focus. Opened by '/': the text box is the search. */
  searchBox: boolean;
  onQueryChange: (query: string) => void;
  /** The room's values of the template variables. */
  values: TemplateValues;
  listboxId: string;
  /** For the text box: it passes its arrow, Enter and Esc keys on while the picker is open. */
  keysRef?: Ref<TemplatePickerKeys>;
  /** The active option's id, for the text box's aria-activedescendant. */
  onActiveOptionChange?: (id: string | null) => void;
  onInsert: (text: string) => void;
  onClose: () => void;
  onRetry: () => void;
};

/**
 * The quick-template picker of a room (combobox and listbox pattern): the first match is active,
 * arrows move, Enter inserts the active template with its variables filled, Esc closes. Enter never
 * sends while the picker is open, so a half-typed "/word" is not sent to the member by mistake.
 */
export function TemplatePicker(props: TemplatePickerProps) {
  const { status, templates, query, searchBox, onQueryChange, values, listboxId, keysRef } = props;
  const { onActiveOptionChange, onInsert, onClose, onRetry } = props;
  const { t } = useTranslation('chat-templates');
  const results = useMemo(
    () => (status === 'ready' ? searchTemplates(templates, query) : []),
    [status, templates, query],
  );
  const [cursor, setCursor] = useState({ query, index: 0 });
  const index = cursor.query === query ? Math.min(cursor.index, results.length - 1) : results.length ? 0 : -1;
  const active = results[index] ?? null;
  const optionId = (template: MessageTemplate) => `${listboxId}-${template.id}`;
  const activeId = active ? optionId(active) : null;

  const insert = useCallback(
    (template: MessageTemplate) => onInsert(fillTemplate(template.content, values).text),
    [onInsert, values],
  );
  const handleKey = useCallback(
    (key: string) => {
      const move = (by: number) => {
        if (results.length) setCursor({ query, index: (Math.max(index, 0) + by + results.length) % results.length });
        return true;
      };
      if (key === 'ArrowDown') return move(1);
      if (key === 'ArrowUp') return move(-1);
      if (key === 'Enter') {
        if (active) insert(active);
        return true;
      }
      if (key === 'Escape') {
        onClose();
        return true;
      }
      return false;
    },
    [results.length, query, index, active, insert, onClose],
  );
  useImperativeHandle(keysRef, () => ({ handleKey }), [handleKey]);

  useEffect(() => {
    onActiveOptionChange?.(activeId);
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, onActiveOptionChange]);
  useEffect(() => () => onActiveOptionChange?.(null), [onActiveOptionChange]);

  const filled = (template: MessageTemplate) => fillTemplate(template.content, values);
  return (
    <section
      aria-label={t('picker.title')}
      className="flex max-h-80 flex-col rounded-lg border border-slate-200 bg-white shadow-lg"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-3 py-2">
        <h2 className="flex-1 text-sm font-semibold text-slate-800">{t('picker.title')}</h2>
        <p className="text-xs text-slate-600">{t('picker.keys')}</p>
        <Button variant="ghost" size="icon" className="size-7" aria-label={t('picker.close')} onClick={onClose}>
          <CloseThinIcon className="size-4" />
        </Button>
      </div>
      {searchBox && (
        <div className="px-3 pt-2">
          <input
            type="search"
            role="combobox"
            aria-label={t('picker.search')}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId ?? undefined}
            // The picker opens on request and the search is what the user does next.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={query}
            placeholder={t('picker.searchPlaceholder')}
            onChange={(event) => onQueryChange(event.target.value)}
            onKeyDown={(event) => {
              if (isImeKey(event.nativeEvent)) return;
              if (handleKey(event.key)) event.preventDefault();
            }}
            className={cn(inputClass, 'py-1.5')}
          />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {status === 'ready' && templates.length > 0 ? t('picker.found', { count: results.length }) : ''}
      </p>
      {status === 'loading' && (
        <div className="flex items-center justify-center p-4 text-primary-600">
          <Spinner label={t('picker.loading')} />
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 p-3 text-sm text-red-800">
          <span className="flex-1">{t('picker.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('picker.retry')}
          </Button>
        </div>
      )}
      {status === 'ready' && templates.length === 0 && <p className="p-3 text-sm text-slate-600">{t('picker.none')}</p>}
      {status === 'ready' && templates.length > 0 && results.length === 0 && (
        <p className="p-3 text-sm break-words text-slate-600">{t('picker.noMatch', { query: query.trim() })}</p>
      )}
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('picker.list')}
        className="min-h-0 overflow-y-auto p-1 empty:hidden"
      >
        {results.map((template) => (
          <TemplateOption
            key={template.id}
            id={optionId(template)}
            template={template}
            filled={filled(template)}
            query={query}
            active={template === active}
            onPoint={() => setCursor({ query, index: results.indexOf(template) })}
            onChoose={() => insert(template)}
          />
        ))}
      </ul>
    </section>
  );
}
