import { useTranslation } from 'react-i18next';
import { Button } from '../button';

type PaginationProps = {
  from: number;
  to: number;
  total: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** "1–10 of 250" with previous and next page buttons. */
export function Pagination({ from, to, total, canPrevious, canNext, onPrevious, onNext }: PaginationProps) {
  const { t } = useTranslation(['common', 'kit']);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-1 pt-3 text-sm text-slate-700">
      <p aria-live="polite">{t('kit:table.showing', { from: total ? from : 0, to, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={!canPrevious}>
          {t('kit:table.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!canNext}>
          {t('kit:table.next')}
        </Button>
      </div>
    </div>
  );
}
