import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AuthLayoutProps = {
  title: ReactNode;
  children: ReactNode;
  /** Shown under the card (the demo accounts panel). */
  aside?: ReactNode;
};

/** The centred card every sign-in screen sits in. */
export function AuthLayout({ title, children, aside }: AuthLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-4">
        <p className="text-center text-sm font-semibold tracking-wide text-primary-700 uppercase">{t('appName')}</p>
        <section className="rounded-lg bg-white p-6 shadow-md" aria-labelledby="auth-card-title">
          <h1 id="auth-card-title" className="mb-4 text-xl font-semibold text-slate-900">
            {title}
          </h1>
          {children}
        </section>
        {aside}
      </div>
    </main>
  );
}
