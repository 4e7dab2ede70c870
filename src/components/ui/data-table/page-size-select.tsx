import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { plainInputClass } from '../plain-field';

/** How many rows a page holds; the choice a table offers and the one it starts with. */
export type PageSize = 10 | 25 | 50 | 'all';
export const PAGE_SIZES: readonly PageSize[] = [10, 25, 50, 'all'];

type PageSizeSelectProps = { value: PageSize; sizes: readonly PageSize[]; onChange: (size: PageSize) => void };

/** The rows-per-page choice, "All" included. */
export function PageSizeSelect({ value, sizes, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation(['common', 'kit']);
  return (
    <label className="space-y-1 text-sm font-medium text-slate-800">
      <span className="block">{t('kit:table.pageSize')}</span>
      <select
        className={cn(plainInputClass, 'w-28 @max-lg:w-full')}
        value={String(value)}
        onChange={(e) => onChange(e.target.value === 'all' ? 'all' : (Number(e.target.value) as PageSize))}
      >
        {sizes.map((s) => (
          <option key={s} value={String(s)}>
            {s === 'all' ? t('kit:table.all') : s}
          </option>
        ))}
      </select>
    </label>
  );
}
