import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '@/components/icons';
import { plainInputClass } from '@/components/ui/plain-field';
import { cn } from '@/lib/cn';
import { isImeKey } from '@/lib/ime';
import { FIND_MAX_LENGTH, findQuerySchema, type FindQueryInput } from './find-schema';
import { FindStatus, type FindOlderState } from './find-status';

export type { FindOlderState };

export type FindBarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  /** Matches among the loaded messages, and the one shown (1 is the newest; 0 for none). */
  total: number;
  current: number;
  canNext: boolean;
  canPrevious: boolean;
  /** To the next older match. */
  onNext: () => void;
  /** Back to the next newer match. */
  onPrevious: () => void;
  onClose: () => void;
  /** The room has older history than it holds: it can be searched too. */
  hasOlder: boolean;
  older: FindOlderState;
  onSearchOlder: () => void;
  onCancelOlder: () => void;
  /** Changes each time the field is asked for again (Ctrl+F while the bar is open). */
  focusRequest?: number;
};

/**
 * Find in the room: the field, where the shown match is among all ("3 of 12 matches", said to
 * screen readers too), the arrows between matches and the search through older messages. Enter and
 * the up arrow go to the next older match, Shift+Enter and the down arrow back; Escape closes.
 */
export function FindBar(props: FindBarProps) {
  const { t } = useTranslation('chat-room');
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit } = useForm<FindQueryInput>({
    resolver: zodResolver(findQuerySchema),
    defaultValues: { query: props.query },
  });
  const field = register('query', {
    onChange: (event: { target: HTMLInputElement }) => props.onQueryChange(event.target.value),
  });

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [props.focusRequest]);

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isImeKey(event.nativeEvent) || event.altKey || event.ctrlKey || event.metaKey) return;
    const older = event.key === 'ArrowUp' || (event.key === 'Enter' && !event.shiftKey);
    const newer = event.key === 'ArrowDown' || (event.key === 'Enter' && event.shiftKey);
    if (!older && !newer) return;
    event.preventDefault();
    if (older && props.canNext) props.onNext();
    if (newer && props.canPrevious) props.onPrevious();
  };
  const onBarKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || isImeKey(event.nativeEvent)) return;
    // The bar's Escape is its own: it is not the chat's "back to the list" too.
    event.preventDefault();
    event.stopPropagation();
    props.onClose();
  };

  const searching = props.older.status === 'searching';
  return (
    // Escape from any of the bar's controls closes it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      role="search"
      aria-label={t('find.region')}
      noValidate
      onKeyDown={onBarKey}
      onSubmit={(event) => void handleSubmit(() => props.canNext && props.onNext())(event)}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-slate-200 bg-white px-4 py-2"
    >
      <label htmlFor={id} className="sr-only">
        {t('find.label')}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={FIND_MAX_LENGTH}
        placeholder={t('find.placeholder')}
        className={cn(plainInputClass, 'h-9 w-64 max-w-full min-w-0 flex-1 sm:flex-none')}
        {...field}
        ref={(el) => {
          field.ref(el);
          input.current = el;
        }}
        onKeyDown={onFieldKey}
      />
      <FindStatus query={props.query} total={props.total} current={props.current} older={props.older} />
      <div className="ml-auto flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('find.next')}
          title={t('find.next')}
          disabled={!props.canNext}
          onClick={props.onNext}
        >
          <ChevronUpIcon className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('find.previous')}
          title={t('find.previous')}
          disabled={!props.canPrevious}
          onClick={props.onPrevious}
        >
          <ChevronDownIcon className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('find.close')}
          title={t('find.close')}
          onClick={props.onClose}
        >
          <CloseIcon className="size-5" />
        </Button>
      </div>
      {props.query.trim() !== '' && props.hasOlder && !searching && props.older.status !== 'start' && (
        <Button variant="secondary" size="sm" className="basis-auto" onClick={props.onSearchOlder}>
          {t('find.searchOlder')}
        </Button>
      )}
      {searching && (
        <p className="flex w-full items-center gap-2 text-sm text-slate-700">
          <span>{t('find.searched', { count: props.older.searched })}</span>
          <Button variant="secondary" size="sm" onClick={props.onCancelOlder}>
            {t('find.cancel')}
          </Button>
        </p>
      )}
    </form>
  );
}
