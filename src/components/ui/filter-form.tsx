import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { FilterPanel } from './filter-panel';

export type FilterFormProps = {
  /** Names the form and the folded toggle ("Search history"). */
  title: string;
  /** What is filtered now, shown on the folded toggle. */
  summary: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The search button's text. */
  submitLabel: string;
  /** A search is under way: the button shows it and is not pressed twice. */
  searching?: boolean;
  /** The fields, laid out by the caller. */
  children: ReactNode;
};

/** A report's search form in its card, folding on a phone (FilterPanel), its fields above one Search button. */
export function FilterForm({ title, summary, onSubmit, submitLabel, searching = false, children }: FilterFormProps) {
  return (
    <FilterPanel title={title} summary={summary}>
      <form
        noValidate
        aria-label={title}
        onSubmit={onSubmit}
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        {children}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <Button type="submit" loading={searching}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </FilterPanel>
  );
}
