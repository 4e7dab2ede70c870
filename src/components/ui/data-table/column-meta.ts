import type { RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Extra column settings the DataTable understands (TanStack's documented extension point).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text column name for the CSV header and the column menu (when `header` is not a string). */
    label?: string;
    /**
     * What the values are. `money`: right-aligned tabular figures that never wrap, sorted as numbers,
     * written to CSV as the raw number. `date`: never wraps, sorted by its text (platform times are
     * `YYYY-MM-DD HH:mm:ss`, which sorts as it reads).
     */
    kind?: 'money' | 'date';
    /** Key the column sorts by; defaults to the accessor value. Columns without either do not sort. */
    sortValue?: (row: TData) => string | number | null | undefined;
    /** Value written to the CSV; defaults to the accessor value. */
    exportValue?: (row: TData) => string | number | null | undefined;
    /** Text the search matches; defaults to the accessor value. `false` leaves the column out of the search. */
    searchValue?: ((row: TData) => string) | false;
    /** Extra classes for the column's header and cells. */
    className?: string;
    /** Row actions: pinned to the end edge while the table scrolls sideways, unlabelled in phone cards. */
    actions?: boolean;
  }
}

export {};
