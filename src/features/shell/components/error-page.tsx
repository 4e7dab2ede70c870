import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type ErrorPageProps = { status: 403 | 404 | 500; onGoHome: () => void };

/** The 403, 404 and 500 pages of the spec, each with Go Home. */
export function ErrorPage({ status, onGoHome }: ErrorPageProps) {
  const { t } = useTranslation('shell');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary-600">{status}</p>
      <h1 className="text-xl font-semibold">{t(`errorPage.${status}`)}</h1>
      <Button onClick={onGoHome}>{t('errorPage.goHome')}</Button>
    </main>
  );
}
