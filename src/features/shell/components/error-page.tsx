import { useTranslation } from 'react-i18next';
import { ErrorPicture, type ErrorStatus } from '@/components/icons';
import { Button } from '@/components/ui/button';

export type ErrorPageProps = { status: ErrorStatus; onGoHome: () => void };

/** The 403, 404 and 500 pages of the spec, each with Go Home. */
export function ErrorPage({ status, onGoHome }: ErrorPageProps) {
  const { t } = useTranslation('failure');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-5 bg-slate-50 p-6 text-center">
      <ErrorPicture status={status} className="h-36 w-auto" />
      <p className="text-7xl font-extrabold tracking-tight text-primary-700" aria-hidden={status !== 404 || undefined}>
        {status}
      </p>
      <h1 className="max-w-md text-xl font-semibold text-slate-900">{t(`errorPage.${status}`)}</h1>
      <p className="max-w-md text-sm text-slate-600">{t(`errorPage.hint${status}`)}</p>
      <Button onClick={onGoHome} size="lg">
        {t('errorPage.goHome')}
      </Button>
    </main>
  );
}
