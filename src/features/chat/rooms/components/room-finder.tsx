import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/icons';
import { plainInputClass } from '@/components/ui/plain-field';
import { cn } from '@/lib/cn';
import { ROOM_FILTERS, type RoomFilter, type RoomView } from '../lib/room-view';
import { ROOM_QUERY_MAX, roomFinderSchema, type RoomFinderInput } from '../schemas/room-finder';

export type RoomFinderProps = {
  view: RoomView;
  /** How many rooms each quick filter shows with the text typed. */
  counts: Record<RoomFilter, number>;
  /** Rooms the list shows now; told to screen readers, politely, each time it changes. */
  shown: number;
  onViewChange: (view: RoomView) => void;
};

/**
 * Above the room list: a search box narrowing the rooms as one types, and the quick filters All,
 * Unread, Muted and Pinned with their counts (a radio group: one filter at a time).
 */
export function RoomFinder({ view, counts, shown, onViewChange }: RoomFinderProps) {
  const { t } = useTranslation('chat-nav');
  const { register, watch } = useForm<RoomFinderInput>({ resolver: zodResolver(roomFinderSchema), values: view });
  const latest = useRef(onViewChange);
  useLayoutEffect(() => {
    latest.current = onViewChange;
  });
  useEffect(() => {
    const { unsubscribe } = watch((values) => {
      const parsed = roomFinderSchema.safeParse(values);
      if (parsed.success) latest.current(parsed.data);
    });
    return unsubscribe;
  }, [watch]);

  return (
    <form
      role="search"
      aria-label={t('rooms.find.label')}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className="space-y-2 border-b border-slate-200 px-3 py-2"
    >
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={ROOM_QUERY_MAX}
          aria-label={t('rooms.find.search')}
          placeholder={t('rooms.find.placeholder')}
          className={cn(plainInputClass, 'ps-8')}
          {...register('query')}
        />
      </div>
      <fieldset>
        <legend className="sr-only">{t('rooms.find.filters')}</legend>
        <div className="flex flex-wrap gap-1.5">
          {ROOM_FILTERS.map((filter) => (
            <label
              key={filter}
              className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 has-checked:border-primary-600 has-checked:bg-primary-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-500"
            >
              <input type="radio" value={filter} className="sr-only" {...register('filter')} />
              {t(`rooms.find.filter.${filter}`)} <span className="tabular-nums opacity-80">{counts[filter]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="sr-only">
        {t('rooms.find.shown', { count: shown })}
      </p>
    </form>
  );
}
