import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The /WebLogin/{token}/{customerID}/{test} landing, shown for the second before /index. */
export function WebLoginLanding() {
  const { t } = useTranslation('auth');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <h1 className="sr-only">{t('title')}</h1>
      <p role="status" className="flex items-center gap-3 text-base text-slate-800">
        <Spinner className="size-5 text-primary-600" />
        {t('webLogin.signingIn')}
      </p>
    </main>
  );
}
