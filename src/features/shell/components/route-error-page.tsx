import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type RouteErrorKind = 'render' | 'chunk';
export type RouteErrorPageProps = { kind: RouteErrorKind; onReload: () => void };

/**
 * What a screen shows instead of itself when it crashed while rendering, or when its code could
 * not be downloaded (usually a new deploy): a message and Reload, never a stack trace.
 */
export function RouteErrorPage({ kind, onReload }: RouteErrorPageProps) {
  const { t } = useTranslation('failure');
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="max-w-md text-xl font-semibold text-slate-900">{t(`routeError.${kind}Title`)}</h1>
      <p className="max-w-md text-sm text-slate-600">{t(`routeError.${kind}Hint`)}</p>
      <Button onClick={onReload} size="lg">
        {t('routeError.reload')}
      </Button>
    </main>
  );
}
