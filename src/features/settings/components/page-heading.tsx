import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Main screens have a page header with a refresh button (spec section 2, Layout). */
export function PageHeading({
  title,
  onRefresh,
  refreshing,
}: {
  title: string;
  onRefresh?: () => void;
  refreshing?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <header className="mb-4 flex items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {onRefresh && (
        <Button variant="secondary" size="sm" onClick={onRefresh} loading={refreshing}>
          {t('actions.refresh')}
        </Button>
      )}
    </header>
  );
}
